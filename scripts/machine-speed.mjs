// The machine's speed, from a small fixed workload, so that the step times of two
// runs on two days (or two machines) can be compared: a run whose steps took 40%
// longer on a machine that was 40% slower has not itself grown slower.
//
// The workload never changes: hashing, JSON and sorting (the kinds of work the
// test runs do) on one core, three times, keeping the fastest (least disturbed)
// run. The score is 100 for half a second; higher is faster. The load average says
// what else the machine was doing. `node scripts/machine-speed.mjs` prints it.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';

function workload() {
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 100_000; i++) digest = createHash('sha256').update(digest).digest();
  const rows = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    name: `item ${(i * 7919) % 20_000}`,
    pence: (i * 104_729) % 100_000,
  }));
  for (let round = 0; round < 5; round++) {
    const copy = JSON.parse(JSON.stringify(rows));
    copy.sort((a, b) => a.name.localeCompare(b.name) || a.pence - b.pence);
  }
  return digest;
}

/** One line: the score, the workload's milliseconds and the load average. */
export function machineSpeedLine() {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = process.hrtime.bigint();
    workload();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `machine speed: ${Math.round(50_000 / best)} (fixed workload in ${Math.round(best)} ms, fastest of 3; 100 = 0.5 s, higher is faster; load average ${load})`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(machineSpeedLine());
