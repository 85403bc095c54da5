// The slowest test files of a Vitest run, from its JSON results: printed by every
// `npm test`, so a file that grows slow is seen the day it does.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Prints the `count` slowest files of the results at `file` with their seconds and tests. */
export function printSlowestFiles(file, count) {
  if (!existsSync(file)) return;
  const { testResults = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const files = testResults
    .map((result) => ({
      name: path.relative(process.cwd(), result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: result.assertionResults?.length ?? 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, entry) => sum + entry.seconds, 0);
  console.log(
    `\nslowest ${Math.min(count, files.length)} of ${files.length} test files ` +
      `(${total.toFixed(0)} s of file time in all, across the workers):`,
  );
  for (const entry of files.slice(0, count))
    console.log(
      `  ${entry.seconds.toFixed(1).padStart(6)} s  ${String(entry.tests).padStart(4)} tests  ${entry.name}`,
    );
}
