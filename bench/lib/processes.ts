/** The processes the API benchmark starts: the built app and the bare node:http server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

/** The first port of `candidates` nobody listens on. */
export async function freePort(candidates: number[]): Promise<number> {
  for (const port of candidates) {
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
  throw new Error(`no free port among ${candidates.join(', ')}`);
}

export type Started = { child: ChildProcess; startUpMs: number };

/**
 * Spawns `node args…` and polls `readyUrl` until it answers 200; answers the
 * time from spawn to that answer. Output is kept to explain a failed start.
 */
export async function startAndWait(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  timeoutMs = 60_000,
): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`${args.join(' ')} exited before it was ready:\n${output}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status === 200) {
        const startUpMs = performance.now() - started;
        // Stop collecting: request logs are not read.
        child.stdout.removeListener('data', keep);
        child.stdout.resume();
        return { child, startUpMs };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} was not ready within ${timeoutMs} ms:\n${output}`);
}

/** SIGTERM and wait (the app closes its database on the way out); SIGKILL after 10 s. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The speed limit: node:http answering fixed bytes from memory, nothing else. */
export const BARE_SERVER_SOURCE = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BODY_FILE);
const type = process.env.BODY_TYPE;
http
  .createServer((req, res) => {
    if (req.url === '/ready') return res.end('ok');
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;
