/**
 * Builds the Fastify application without listening, so main.ts and the tests
 * boot the very same app (fastify/demo style).
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web';
import { healthRoutes } from './modules/health/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Folder of the built React app; defaults to ./dist/web. */
  webRoot?: string;
  /** Log stream override (tests capture log lines through it). */
  logStream?: NodeJS.WritableStream;
};

export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Cookies and credentials never reach the log.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Ids are generated, so request logs can be joined without user data.
    requestIdHeader: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webRoot ?? path.resolve('dist/web'));
  return app;
}
