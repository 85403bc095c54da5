/**
 * Vitest global setup: gives the fuzz files a folder for their tallies and,
 * when the run ends, prints the total of generated cases tried across them, the
 * seconds they took, and the slowest routes per case (what a case costs there).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

type Tally = {
  module: string;
  seed: number;
  routes: { route: string; cases: number; seconds: number }[];
};

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
    const seconds = routes.reduce((sum, route) => sum + route.seconds, 0);
    const seeds = [...new Set(tallies.map((tally) => tally.seed))].join(', ');
    console.log(
      `\nfuzz summary: ${cases} generated cases over ${routes.length} routes in ${tallies.length} files, ` +
        `${seconds.toFixed(0)} s (${(cases / Math.max(seconds, 0.001)).toFixed(0)} cases a second; ` +
        `seed=${seeds}; replay with FUZZ_SEED=${seeds})`,
    );
    const costliest = [...routes]
      .sort((a, b) => b.seconds / b.cases - a.seconds / a.cases)
      .slice(0, 5)
      .map((route) => `${route.route} ${((route.seconds / route.cases) * 1000).toFixed(0)} ms`);
    console.log(`fuzz: costliest routes per case: ${costliest.join(', ')}`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzCountsDir: string;
  }
}
