/**
 * One instance of the built server (`node dist/server/main.js`) as a child
 * process: started with the environment it is given, ready once /api/ready
 * answers 200, its output kept line by line, stopped with SIGTERM like a
 * deploy would (SIGKILL when it does not go).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const SERVER_ENTRY = path.resolve('dist/server/main.js');
/** A start on a busy 2-core machine, migrations and demo seeding included, fits well inside. */
const READY_TIMEOUT_MS = 120_000;
/** Above the server's own drain limit (SHUTDOWN_TIMEOUT_MS, 10 s). */
const STOP_TIMEOUT_MS = 20_000;
const KEPT_LINES = 20_000;

/** One line the server wrote: its JSON log entry, or `text` alone for the plain lines main.ts prints. */
export type LogLine = { text: string; level?: number; msg?: string; [field: string]: unknown };

/** pino's levels, for reading `LogLine.level`. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

const running = new Set<ChildProcess>();
// Whatever happens to the test run, no server outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export class Instance {
  readonly url: string;
  readonly lines: LogLine[] = [];
  private readonly child: ChildProcess;

  private constructor(
    readonly name: string,
    readonly port: number,
    env: NodeJS.ProcessEnv,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, [SERVER_ENTRY], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(this.child);
    this.child.once('exit', () => running.delete(this.child));
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let partial = '';
      stream?.on('data', (chunk: Buffer) => {
        const parts = (partial + chunk.toString('utf8')).split('\n');
        partial = parts.pop() ?? '';
        for (const text of parts) if (text) this.keep(text);
      });
    }
  }

  /** Spawns the server now; `ready()` waits for it. HOST and PORT are set here. */
  static spawn(name: string, port: number, env: NodeJS.ProcessEnv): Instance {
    return new Instance(name, port, { ...env, HOST: '127.0.0.1', PORT: String(port) });
  }

  private keep(text: string) {
    if (this.lines.length >= KEPT_LINES) return;
    try {
      const entry = JSON.parse(text) as Omit<LogLine, 'text'>;
      this.lines.push({ ...entry, text });
    } catch {
      this.lines.push({ text });
    }
  }

  get exited(): boolean {
    return this.child.exitCode !== null || this.child.signalCode !== null;
  }

  /** Polls /api/ready until it answers 200; fails with the output when the process exits first. */
  async ready(): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.exited)
        throw new Error(`${this.name} exited before it was ready:\n${this.output()}`);
      const status = await fetch(`${this.url}/api/ready`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) return;
      await sleep(50);
    }
    throw new Error(`${this.name} was not ready within ${READY_TIMEOUT_MS} ms:\n${this.output()}`);
  }

  /** A request to this instance; `path` starts with a slash. */
  fetch(path: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.url}${path}`, init);
  }

  /** POST with a JSON body. */
  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  /** The lines that contain `text` (in the message of a log entry, or anywhere in a plain line). */
  logged(text: string, level?: number): LogLine[] {
    return this.lines.filter(
      (line) =>
        (level === undefined || line.level === level) && (line.msg ?? line.text).includes(text),
    );
  }

  /** The last lines, to explain a failure. */
  output(last = 80): string {
    return this.lines
      .slice(-last)
      .map((line) => line.text)
      .join('\n');
  }

  /** SIGTERM and wait for the exit (SIGKILL after STOP_TIMEOUT_MS); answers the exit code. */
  async stop(): Promise<number | null> {
    if (this.exited) return this.child.exitCode;
    const exited = once(this.child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const [code] = await exited;
    clearTimeout(timer);
    return code;
  }
}
