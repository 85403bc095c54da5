/**
 * Every route that takes input (a body, a query, path parameters or headers)
 * has a fuzz target, so a new route cannot slip past the generated cases.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '../../src/server/plugins/api-docs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accountEmailFuzz, accountFuzz } from './targets/account';
import { authFuzz } from './targets/auth';
import { booksFuzz } from './targets/books';
import { cashAdvancesFuzz } from './targets/cash-advances';
import { challengesFuzz } from './targets/challenges';
import { closuresFuzz } from './targets/closures';
import { forbearanceFuzz } from './targets/forbearance';
import { imagesFuzz } from './targets/images';
import { ordersFuzz } from './targets/orders';
import { outboxFuzz } from './targets/outbox';
import { pawnBookFuzz } from './targets/pawn-book';
import { pawnSaleFuzz } from './targets/pawn-sale';
import { onlinePaymentsFuzz } from './targets/online-payments';
import { productsFuzz } from './targets/products';
import { repairsFuzz } from './targets/repairs';
import { repairBillsFuzz } from './targets/repair-bills';
import { requestPhotosFuzz } from './targets/request-photos';
import { staffFuzz } from './targets/staff';

const modules = [
  authFuzz,
  accountFuzz,
  accountEmailFuzz,
  cashAdvancesFuzz,
  repairsFuzz,
  repairBillsFuzz,
  productsFuzz,
  imagesFuzz,
  pawnBookFuzz,
  pawnSaleFuzz,
  forbearanceFuzz,
  // The targets only: no fake Stripe is started, nothing is sent.
  onlinePaymentsFuzz(() => {
    throw new Error('not started');
  }),
  ordersFuzz,
  requestPhotosFuzz,
  outboxFuzz,
  challengesFuzz,
  booksFuzz,
  staffFuzz,
  closuresFuzz,
];

let t: TestApp;
beforeAll(async () => {
  // With online payments configured, so their routes are in the table (nothing is sent to Stripe).
  t = await createTestApp({
    config: {
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' },
    },
  });
});
afterAll(() => t.close());

const takesInput = (route: RouteOptions) => {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return ['body', 'querystring', 'params', 'headers'].some((part) => schema[part] !== undefined);
};

it('has a fuzz target for every route that takes input', () => {
  const all = t.app.routeTable.filter(
    (route) => route.method !== 'HEAD' && !route.url.startsWith(API_DOCS_PREFIX),
  );
  const key = (route: RouteOptions) => `${String(route.method)} ${route.url}`;
  const routes = all.filter(takesInput).map(key);
  const targets = modules.flatMap((module) => module.targets.map((target) => target.route));
  expect(routes.length).toBeGreaterThanOrEqual(20);
  expect(routes.filter((route) => !targets.includes(route))).toEqual([]);
  // A route without input of its own may have a target too (GET /api/challenges guards two forms).
  expect(targets.filter((route) => !all.map(key).includes(route))).toEqual([]);
});
