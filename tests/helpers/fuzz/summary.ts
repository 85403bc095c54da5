/**
 * Vitest global setup: gives the fuzz files a folder for their tallies and,
 * when the run ends, prints the total of generated cases tried across them.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

type Tally = { module: string; seed: number; routes: { route: string; cases: number }[] };

export default function setup(project: TestProject) {
  const dir = path.resolve('.tmp', `fuzz-tallies-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  project.provide('fuzzCountsDir', dir);
  return () => {
    const tallies = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Tally);
    rmSync(dir, { recursive: true, force: true });
    if (tallies.length === 0) return;
    const routes = tallies.flatMap((tally) => tally.routes);
    const cases = routes.reduce((sum, route) => sum + route.cases, 0);
    const seeds = [...new Set(tallies.map((tally) => tally.seed))].join(', ');
    console.log(
      `\nfuzz summary: ${cases} generated cases over ${routes.length} routes in ${tallies.length} files ` +
        `(seed=${seeds}; replay with FUZZ_SEED=${seeds})`,
    );
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzCountsDir: string;
  }
}
