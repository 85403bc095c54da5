/**
 * The two-instance suite (`npm run test:instances`): the built server started
 * several times as child processes on one PostgreSQL and one Redis. The main
 * run (vitest.config.ts) excludes tests/instances/: it needs both services and
 * a build.
 */
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: 'instances',
    environment: 'node',
    include: ['tests/instances/**/*.test.ts'],
    globalSetup: ['tests/instances/harness/global-setup.ts'],
    // One file at a time: each starts its own servers, and the machine has 2 cores.
    fileParallelism: false,
    // Starting, migrating and seeding several servers at once on a busy machine.
    hookTimeout: 180_000,
    testTimeout: 120_000,
  },
});
