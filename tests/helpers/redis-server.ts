/**
 * A private redis-server for one test file, on a port of its own: nothing is
 * shared with other runs, and it can be stopped and started again to test an
 * outage. Debian's `redis-server` (apt-get install -y redis-server).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freeLocalPort } from './free-port';

export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export class RedisServer {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freeLocalPort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts (again) on the same port; answers once it accepts connections. */
  async start(): Promise<void> {
    // No persistence: a restart comes back empty, like a Redis that lost its memory.
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    let output = '';
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', keep);
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)),
      );
    });
    child.stdout.removeAllListeners('data');
    child.stdout.resume();
  }

  /** Stops it the hard way, like a crash. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
}
