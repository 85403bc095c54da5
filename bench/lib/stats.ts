/** Small helpers shared by the benchmark scripts. */
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../../src/server/db/client';
import { openScratchPostgres } from '../../tests/helpers/scratch-database';

/** The p-th percentile of samples sorted ascending (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** Runs `task` warmUp + runs times and answers the median and p99 of the timed runs, in ms. */
export async function timeRuns(task: (run: number) => Promise<unknown>, runs: number, warmUp = 5) {
  const samples: number[] = [];
  for (let run = 0; run < warmUp + runs; run += 1) {
    const started = performance.now();
    await task(run);
    if (run >= warmUp) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** A migrated scratch database: in-memory PGlite, or a throwaway one on DATABASE_URL's server. */
export async function openBenchDatabase(prefix: string): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return openScratchPostgres(serverUrl, prefix);
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  return database;
}

/** Prints rows as a Markdown table. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c, i) => (typeof c === 'number' ? String(c).padStart(widths[i]!) : String(c).padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(headers));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}
