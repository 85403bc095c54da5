/**
 * Builds the Fastify application without listening, so main.ts and the tests
 * boot the very same app (fastify/demo style).
 */
import { AfterAnswer } from './after-answer';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createCacheInvalidation, type CacheInvalidation } from './cache-invalidation';
import { dropAfterWrites } from './cached-value';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { serializeErrorForLog } from './error-log';
import { registerApiDocs } from './plugins/api-docs';
import { authGuardsPlugin } from './plugins/auth-guards';
import { ownerGuardPlugin } from './plugins/owner-guard';
import { auditContextPlugin } from './modules/audit/plugin';
import { auditRoutes } from './modules/audit/routes';
import { staffRoutes } from './modules/staff/routes';
import { staffInviteRoutes } from './modules/staff/invite-routes';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerQueryTextCheck } from './plugins/query-text';
import { registerRateLimits } from './plugins/rate-limit';
import { OneLineRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { registerWebApp } from './plugins/web';
import { authRoutes } from './modules/auth/routes';
import { closureAdminRoutes } from './modules/calendar/admin-routes';
import { agreementRoutes } from './modules/cash-advances/agreement-routes';
import { saleRoutes } from './modules/cash-advances/sale-routes';
import { lostReceiptRoutes } from './modules/cash-advances/lost-receipt-routes';
import { forbearanceRoutes } from './modules/cash-advances/forbearance-routes';
import { cashAdvanceRoutes } from './modules/cash-advances/routes';
import { cashAdvanceFollowRoutes } from './modules/cash-advances/follow-routes';
import { challengeRoutes } from './modules/challenges/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { registerEmail } from './modules/email/plugin';
import { outboxRoutes } from './modules/email/routes';
import { healthRoutes } from './modules/health/routes';
import { imageApiRoutes, imageDeliveryRoutes } from './modules/images/routes';
import { ImageService } from './modules/images/service';
import { WorkPool } from './modules/images/work-pool';
import { requestPhotoRoutes } from './modules/request-photos/routes';
import { RequestPhotoService } from './modules/request-photos/service';
import { metaRoutes } from './modules/meta/routes';
import { createPageServer, loadPageRenderer } from './modules/pages/page-server';
import { accountEmailRoutes } from './modules/account/email-routes';
import { accountRoutes } from './modules/account/routes';
import { ordersModule } from './modules/orders/plugin';
import { onlinePaymentsModule, registerOnlinePayments } from './modules/payments/plugin';
import { paymentAdminRoutes } from './modules/payments/admin-routes';
import { cashUpRoutes } from './modules/cash-up/routes';
import { reportRoutes } from './modules/reports/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { createProductCache } from './modules/products/public-cache';
import { productRoutes } from './modules/products/routes';
import { repairRoutes } from './modules/repairs/routes';
import { repairTrackingRoutes } from './modules/repairs/tracking-routes';
import { repairTrackingBillRoutes } from './modules/repairs/tracking-bill-routes';
import { repairDeskRoutes } from './modules/repairs/desk-routes';
import { seoRoutes } from './modules/seo/routes';
import { storageFor } from './storage/for-database';
import type { ResponseCache } from './response-cache';
import type { PageRenderer } from '@shared/server-render';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** Product images: upload addresses, checks, re-encoding, variants, clean-up. */
    images: ImageService;
    /** Photos sent with cash advance requests: private, checked and re-encoded. */
    requestPhotos: RequestPhotoService;
    /**
     * The caches of every instance on the same PostgreSQL kept coherent:
     * LISTEN/NOTIFY between them (decisions 005 and 007).
     */
    cacheInvalidation: CacheInvalidation;
    /** Serialized public product reads; every product write clears it, in every instance (decision 007). */
    productCache: ResponseCache;
    /** Every route as registered, for the tests that walk them all. */
    routeTable: RouteOptions[];
    /** Work done once an answer has gone; closing waits for it (after-answer.ts). */
    afterAnswer: AfterAnswer;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  database: Database;
  /** Folder of the built React app; defaults to ./dist/web. */
  webRoot?: string;
  /**
   * Draws the public pages on the server; defaults to the built entry beside
   * webRoot (./dist/ssr), if any. Without one the browser draws every page.
   */
  pageRenderer?: PageRenderer;
  /** Log stream override (tests capture log lines through it). */
  logStream?: NodeJS.WritableStream;
};

export const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Cookies and credentials never reach the log, nor a failed query's values.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { err: serializeErrorForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Trust our own proxy (the direct peer) only: the client address is the one it
    // appended, never an X-Forwarded-For entry the client wrote itself. (A hop count
    // would not do: Fastify then ignores X-Forwarded-Proto altogether.)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Ids are generated, so request logs can be joined without user data.
    requestIdHeader: false,
    // One line per request instead of two.
    logController: new OneLineRequestLog(),
    return503OnClosing: true,
    // A malformed or over-long address answers { message } like every other failure.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  const caches = createCacheInvalidation(database, app.log);
  app.decorate('cacheInvalidation', caches);
  // Listening before the first request, so the caches are trusted from the start.
  app.addHook('onReady', () => caches.start());
  app.addHook('onClose', () => caches.close());
  app.decorate('productCache', createProductCache(database, caches, app.log));
  const afterAnswer = new AfterAnswer(app.log);
  app.decorate('afterAnswer', afterAnswer);
  // Before the database closes: what was promised after an answer is finished first.
  app.addHook('onClose', () => afterAnswer.settled());
  // Uploads, images and request photos: in PostgreSQL when instances share it, else
  // under DATA_DIR beside the embedded database; resized variants on this instance's disk.
  const storage = storageFor(database, config.dataDir);
  // Every decode and re-encode of this instance, bounded (docs/decisions/020-photo-upload-limits.md).
  const imagePool = new WorkPool(config.imageWorkers, config.imageQueue);
  app.decorate(
    'images',
    new ImageService({
      db: database.db,
      storage: storage.shared,
      variantCache: storage.local,
      secret: config.sessionSecret,
      log: app.log,
      pool: imagePool,
    }),
  );
  app.decorate(
    'requestPhotos',
    new RequestPhotoService({
      db: database.db,
      storage: app.images.storage,
      secret: config.sessionSecret,
      log: app.log,
      pool: imagePool,
      addressesPerHour: config.guestPhotoUploads,
    }),
  );
  // Email notices and the outbox worker (started by main.ts, not by tests).
  registerEmail(app);
  registerOnlinePayments(app);
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });

  registerErrorHandling(app);
  // Counts kept briefly (decision 005) are dropped by any request that may have written, in every instance.
  app.addHook('onSend', dropAfterWrites(caches));
  registerJsonBodyParser(app);
  registerQueryTextCheck(app);
  await registerSecurityHeaders(app);
  await registerRateLimits(app);
  // Order matters: the session is loaded before the guards look at it.
  await app.register(sessionPlugin);
  await app.register(authGuardsPlugin);
  // Before the routes: its onRoute hook gives the owner-only routes their guard.
  await app.register(ownerGuardPlugin);
  await app.register(auditContextPlugin);
  // Before the routes, so the OpenAPI description sees every one of them.
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metaRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(challengeRoutes);
      await api.register(cashAdvanceRoutes);
      await api.register(cashAdvanceFollowRoutes);
      await api.register(agreementRoutes);
      await api.register(saleRoutes);
      await api.register(lostReceiptRoutes);
      await api.register(forbearanceRoutes);
      await api.register(dashboardRoutes);
      await api.register(productRoutes);
      await api.register(repairRoutes);
      await api.register(repairTrackingRoutes);
      await api.register(repairTrackingBillRoutes);
      await api.register(repairDeskRoutes);
      await api.register(imageApiRoutes);
      await api.register(ordersModule);
      await api.register(accountRoutes);
      await api.register(accountEmailRoutes);
      await api.register(requestPhotoRoutes);
      await api.register(outboxRoutes);
      await api.register(paymentAdminRoutes);
      await api.register(cashUpRoutes);
      await api.register(reportRoutes);
      await api.register(ledgerRoutes);
      await api.register(staffRoutes);
      await api.register(staffInviteRoutes, { prefix: '/auth' });
      await api.register(auditRoutes);
      await api.register(closureAdminRoutes);
      await onlinePaymentsModule(api);
    },
    { prefix: '/api' },
  );
  await app.register(imageDeliveryRoutes);
  await app.register(seoRoutes);

  const webRoot = options.webRoot ?? path.resolve('dist/web');
  // The build writes the server's copy of the app beside the browser's (dist/ssr, dist/web).
  const renderer =
    options.pageRenderer ??
    (await loadPageRenderer(path.join(webRoot, '..', 'ssr', 'entry-server.js')));
  await registerWebApp(app, webRoot, renderer && createPageServer(app, renderer));
  return app;
}
