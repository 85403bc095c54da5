/**
 * The API's contract, browsable: the OpenAPI description at /api/docs/json
 * and Swagger UI at /api/docs. Both are drawn from the zod schemas every
 * route declares, so the document cannot drift from what the server checks.
 * Registered before the routes: @fastify/swagger collects them as they are added.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { shop } from '@shared/shop';
import packageJson from '../../../package.json' with { type: 'json' };
import { requireAdmin, requireUser, signedInAdmin } from './auth-guards';
import { describeApi } from './api-description';
// The named shapes (Loan, Product…), registered before any route is added.
import { openExtendedShapes } from './api-schemas';
import { describeAnswers } from './api-answers';
import { exemplifyOperations } from './api-shop-examples';
import { apiOperations } from './api-operations';
import { SESSION_COOKIE } from './session';

/** Fastify's `:id` as OpenAPI's `{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export const API_DOCS_PREFIX = '/api/docs';
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

const tags = [
  {
    name: 'auth',
    description: 'Registration, sign-in and sign-out, the current user, admin signup',
  },
  {
    name: 'account',
    description: 'A customer runs their own account: password, emails, their data, deletion',
  },
  { name: 'cash advances', description: 'Cash advance requests against valuables' },
  { name: 'repairs', description: 'Repair bookings and the repairs desk' },
  {
    name: 'challenges',
    description:
      'Proof-of-work challenges (ALTCHA) the public forms solve: cash advance request, repair booking, registration, password reset request, guest checkout and guest photo addresses',
  },
  { name: 'products', description: 'The second-hand marketplace' },
  { name: 'images', description: 'Product image uploads and delivery' },
  { name: 'dashboard', description: 'Customer and admin figures' },
  {
    name: 'orders',
    description: 'Cart checkout with same-day delivery or collection, guest links, the order desk',
  },
  { name: 'email', description: "The shop's email outbox" },
  {
    name: 'payments',
    description:
      'Online card payments through Stripe Checkout (its signed webhook) and the reconciliation of money taken',
  },
  {
    name: 'cash-up',
    description: 'The day’s cash-up: money in and out by method, the expected cash, the count',
  },
  {
    name: 'reports',
    description: 'The owner’s reports: lending, interest, pledges, sales and repairs over time',
  },
  {
    name: 'admin',
    description:
      'Shop staff only: 401 signed out, 403 for customers; routes marked "Owners only" answer 403 to staff too (decision 025)',
  },
  { name: 'staff', description: 'Staff logins: invitations, roles, disabling (owners only)' },
  { name: 'audit', description: 'The audit trail of staff actions (owners only)' },
  {
    name: 'ledger',
    description: 'The books: trial balance, journal entries and the export to Xero (owners only)',
  },
  {
    name: 'calendar',
    description: 'The shop’s opening days: bank holidays and the closures staff add',
  },
  { name: 'meta', description: 'Facts about this running instance' },
  { name: 'health', description: 'Liveness and readiness' },
];

const hooksOf = (hook: RouteOptions['onRequest'] | RouteOptions['preHandler']) =>
  (Array.isArray(hook) ? hook : [hook]) as unknown[];

/** Routes that read the session cookie before anything else: /api/admin/* and the guarded ones. */
function needsSession(route: RouteOptions): boolean {
  if (route.url.startsWith('/api/admin/')) return true;
  return [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].some(
    (hook) => hook === requireUser || hook === requireAdmin,
  );
}

const zodTransform = createJsonSchemaTransform({});

const errorAnswer = (description: string) => ({
  description,
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
});

const isStaffOnly = (route: RouteOptions) =>
  route.url.startsWith('/api/admin/') ||
  [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)].includes(requireAdmin);

/**
 * The error answers every route can give by the app's own rules, added where the
 * route does not list them: a 400 for input that fails its schema, 401/403 from the
 * guards, 403 for a cross-site write, 429 from a rate limit. Each is `{ message }`.
 */
function commonErrors(route: RouteOptions, method: string, schema: Record<string, unknown>) {
  const listed = (schema.response ?? {}) as Record<string, unknown>;
  const errors: Record<string, unknown> = {};
  const takesInput = ['body', 'querystring', 'params', 'headers'].some((key) => key in schema);
  if (takesInput)
    errors['400'] = errorAnswer(
      'The input does not pass its schema: the message names the problem',
    );
  if (needsSession(route)) errors['401'] = errorAnswer('Not signed in');
  if (isStaffOnly(route)) errors['403'] = errorAnswer('Signed in, but not as shop staff');
  else if (!['GET', 'HEAD', 'OPTIONS'].includes(method))
    errors['403'] = errorAnswer('Refused as a cross-site request');
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit)
    errors['429'] = errorAnswer('Too many requests from this address; try again later');
  return { ...errors, ...listed };
}

/** OpenAPI's name for a route's trailing wildcard (`*` is no valid template name there). */
export const WILDCARD_PARAM = 'path';

type JsonObject = { properties?: Record<string, unknown>; required?: string[] };

/** `/api/objects/put/*` is documented as `/api/objects/put/{path}`, its parameter renamed to match. */
function nameWildcard<T extends { url: string; schema: Record<string, unknown> }>(doc: T): T {
  if (!doc.url.endsWith('/*')) return doc;
  const params = doc.schema.params as JsonObject | undefined;
  const { '*': wildcard, ...others } = params?.properties ?? {};
  return {
    ...doc,
    url: `${doc.url.slice(0, -1)}{${WILDCARD_PARAM}}`,
    schema: {
      ...doc.schema,
      params: {
        ...params,
        properties: { ...others, [WILDCARD_PARAM]: wildcard ?? { type: 'string' } },
        required: [...(params?.required ?? []).filter((name) => name !== '*'), WILDCARD_PARAM],
      },
    },
  };
}

/** The admin guard as a callback hook: 401 signed out, 403 for a customer. */
export function staffOnly(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
) {
  try {
    signedInAdmin(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}

export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${shop.name} API`,
        version: packageJson.version,
        // The shop's own software, not open source (package.json: private).
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
        description:
          'Every failure answers JSON `{ "message": "..." }`. Signing in (POST /api/auth/login) sets the ' +
          `\`${SESSION_COOKIE}\` cookie that the guarded routes read.`,
      },
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
      tags,
      // Same origin: the API is served by the shop's own address.
      servers: [{ url: '/', description: 'This shop' }],
    },
    transform: (document) => {
      const { schema, url } = zodTransform(document);
      if (!schema || schema.hide) return { schema, url };
      const route = document.route;
      // Public routes say so (an empty list), so every operation declares its security.
      const security = needsSession(route) ? [{ [SESSION_SECURITY_SCHEME]: [] }] : [];
      const method =
        (Array.isArray(route.method) ? route.method : [route.method]).find((m) => m !== 'HEAD') ??
        'GET';
      const named = nameWildcard({ url, schema: { ...schema, security } });
      const operation = apiOperations[`${method} ${openApiPath(named.url)}`];
      return {
        url: named.url,
        schema: {
          ...named.schema,
          ...(operation ? { operationId: operation.operationId } : {}),
          ...(named.schema.summary || !operation?.summary ? {} : { summary: operation.summary }),
          response: commonErrors(route, method, named.schema),
        },
      };
    },
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject);
      openExtendedShapes(document);
      describeAnswers(document);
      // The shop's own examples first; describeApi works out the rest from the schemas.
      exemplifyOperations(document);
      return describeApi(document);
    },
  });

  // Swagger UI loads only its own files from 'self' (no inline script), so the
  // app's Content-Security-Policy holds here unchanged.
  // PRODUCT.md: open in demo mode; in production for signed-in staff only (401, 403 as /api/admin).
  // Swagger UI (5.34) draws a list of 150 rows or more (a heading per tag, a row per
  // operation and tag: ours is about 190) as a virtual list: only the rows in and near
  // the window are in the page, the others are drawn as the reader scrolls, or when a
  // link (/api/docs#/tag/operationId) scrolls to them. So with the page unscrolled only
  // the first tag (`auth`) is in the DOM; every tag is there (e2e/api-docs.spec.ts).
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    ...(app.config.demo ? {} : { uiHooks: { onRequest: staffOnly } }),
  });
}
