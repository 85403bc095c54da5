/**
 * `npm run bench:startup`: how long `npm start` takes to "ready" on the embedded
 * database with an existing database (issue 32: under 2 s), and where the time
 * goes. The first start creates and fills a demo database; the next three are timed,
 * and each prints the phases the server reports with its "ready" line.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const port = process.env.BENCH_PORT ?? '3157';
const dataDir = `.tmp/bench-startup-${port}`;
const RUNS = 3;
/** What `npm start` runs, without npm's own start (about 0.3 s that no shop's restart needs). */
const startScript = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts.start!;

function startOnce(): Promise<{ wallMs: number; line: string }> {
  const started = performance.now();
  // A process group of its own, so that stopping it stops the shell's Node too.
  const child = spawn('sh', ['-c', startScript], {
    detached: true,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let ready: { wallMs: number; line: string } | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.includes(' ready on '));
      if (!line || ready) return;
      ready = { wallMs: performance.now() - started, line };
      process.kill(-child.pid!, 'SIGTERM');
    });
    child.once('exit', (code) => {
      if (!ready) {
        reject(new Error(`npm start ended (${code}) before "ready":\n${output}`));
        return;
      }
      // The shell ends at once; the server drains first. The next start waits for its port.
      const gone = ready;
      const waitForTheGroup = () => {
        try {
          process.kill(-child.pid!, 0);
          setTimeout(waitForTheGroup, 20);
        } catch {
          resolve(gone);
        }
      };
      waitForTheGroup();
    });
  });
}

rmSync(dataDir, { recursive: true, force: true });
await startOnce();
const walls: number[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const { wallMs, line } = await startOnce();
  walls.push(wallMs);
  console.log(`run ${run}: "ready" after ${Math.round(wallMs)} ms from running npm start's script`);
  console.log(`  ${line.slice(line.indexOf(' in ') + 4)}`);
}
walls.sort((a, b) => a - b);
console.log(`median ${Math.round(walls[1]!)} ms (target 2000 ms)`);
rmSync(dataDir, { recursive: true, force: true });
