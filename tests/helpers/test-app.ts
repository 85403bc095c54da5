/**
 * Boots the real app (buildApp) on a fresh database for API tests, which then
 * talk to it through `app.inject`. Every answer they receive that way is checked
 * against the API description the app serves (openapi-contract.ts).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { enforceContract } from './openapi-contract';
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
  /** false: answers are not checked against /api/docs/json (a test of a deliberately broken answer). */
  contract?: boolean;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(options.config), database });
  await options.configure?.(app);
  await app.ready();
  if (options.contract !== false) enforceContract(app);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
