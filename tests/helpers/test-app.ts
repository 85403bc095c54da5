/**
 * Boots the real app (buildApp) on a fresh database for API tests, which then
 * talk to it through `app.inject`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
};

type TestAppOptions = {
  config?: Partial<AppConfig>;
  /** Adds routes or hooks before the app is ready (probes for plugin tests). */
  configure?: (app: FastifyInstance) => void | Promise<void>;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(options.config), database });
  await options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
