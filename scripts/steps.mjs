// The steps of `npm test` and `.ci/run`: each one timed, and the times kept so the
// run can end with one table of them. With STEP_TIMES_FILE set (by .ci/run), every
// step's time is appended there as "label<TAB>seconds", so the CI's own steps and
// those of `npm test` inside it make one table (`node scripts/steps.mjs table`).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where `npm test` asks Vitest to write its JSON results (read for the slowest files). */
export const VITEST_RESULTS = '.tmp/vitest-results.json';

const times = [];

const secondsSince = (started) => (Date.now() - started) / 1000;

function record(label, seconds) {
  times.push([label, seconds]);
  if (process.env.STEP_TIMES_FILE)
    appendFileSync(process.env.STEP_TIMES_FILE, `${label}\t${seconds.toFixed(1)}\n`);
}

function finish(label, started, status) {
  const seconds = secondsSince(started);
  if (status !== 0) {
    console.error(`✖ ${label} failed after ${seconds.toFixed(1)} s`);
    process.exit(status ?? 1);
  }
  record(label, seconds);
  console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
}

/** Runs one step with its output on this terminal; exits the run when it fails. */
export function runStep(label, command, args, env = process.env) {
  mkdirSync('.tmp', { recursive: true });
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('close', (status) => {
      finish(label, started, status);
      resolve();
    });
  });
}

/**
 * Runs steps at the same time, one core each. Their output is held and printed
 * whole as each one ends, so two steps' lines never interleave; a failure is
 * reported after every step has ended.
 */
export async function runSideBySide(steps, { heading = true } = {}) {
  // .ci/run's own step line already names them when it calls this from the command line.
  if (heading) console.log(`\n▶ ${steps.map((step) => step.label).join(', ')} (side by side)`);
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const stepStarted = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const text = Buffer.concat(output).toString().trimEnd();
            console.log(`\n── ${label}${text ? `\n${text}` : ''}`);
            const seconds = secondsSince(stepStarted);
            if (status === 0) console.log(`✔ ${label} (${seconds.toFixed(1)} s)`);
            else console.error(`✖ ${label} failed after ${seconds.toFixed(1)} s`);
            resolve({ label, status, seconds });
          });
        }),
    ),
  );
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
  for (const { label, seconds } of results) record(`${label} (side by side)`, seconds);
  console.log(`✔ side by side, all ended in ${secondsSince(started).toFixed(1)} s`);
}

/** The table of step times: this process's steps, or every line of STEP_TIMES_FILE. */
export function printStepTimes(started) {
  const file = process.env.STEP_TIMES_FILE;
  const rows =
    file && existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t'))
          .map(([label, seconds]) => [label, Number(seconds)])
      : times;
  const width = Math.max(...rows.map(([label]) => label.length), 5);
  console.log('\nstep times:');
  for (const [label, seconds] of rows)
    console.log(`  ${label.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
  console.log(`  ${'total'.padEnd(width)}  ${secondsSince(started).toFixed(1).padStart(7)} s`);
}

// From .ci/run:
//   node scripts/steps.mjs table <started, ms since the epoch>     the table of times
//   node scripts/steps.mjs side-by-side "label=command args" ...   steps at the same time
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [verb, ...rest] = process.argv.slice(2);
  if (verb === 'table') printStepTimes(Number(rest[0]));
  else if (verb === 'side-by-side')
    await runSideBySide(
      rest.map((spec) => {
        const [label, commandLine] = spec.split('=');
        const [command, ...args] = commandLine.trim().split(/\s+/);
        return { label, command, args };
      }),
      { heading: false },
    );
  else throw new Error(`Unknown verb ${verb}: table or side-by-side`);
}
