import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Two workers on two cores, where Vitest would start one: the API tests wait on
    // PostgreSQL about half the time. Three were slower again and starved the
    // component tests (decision 034, measured). More cores, more workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          // The built server several times over: `npm run test:instances` (vitest.instances.config.ts).
          exclude: [...configDefaults.exclude, 'tests/instances/**'],
          globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/fuzz/summary.ts'],
          // One module graph per worker, not per file: every API test file imports the
          // whole app, and importing it again for each of them was a fifth of the run
          // (decision 034). Each file still builds its own app on its own database.
          isolate: false,
          setupFiles: ['tests/helpers/server-setup.ts'],
          // Opening a database copy takes a moment on a busy 2-core machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/web-setup.ts'],
          // A component test waits on React and jsdom only; next to the API tests on a
          // busy two-core machine that can take longer than Vitest's 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
