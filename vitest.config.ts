import { configDefaults, defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
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
        },
      },
    ],
  },
});
