/**
 * The API's contract, browsable: the OpenAPI description at /api/docs/json
 * and Swagger UI at /api/docs. Both are drawn from the zod schemas every
 * route declares, so the document cannot drift from what the server checks.
 * Registered before the routes: @fastify/swagger collects them as they are added.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { shop } from '@shared/shop';
import packageJson from '../../../package.json' with { type: 'json' };
import { requireAdmin, requireUser } from './auth-guards';
import { SESSION_COOKIE } from './session';

export const API_DOCS_PREFIX = '/api/docs';
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

const tags = [
  {
    name: 'auth',
    description: 'Registration, sign-in and sign-out, the current user, admin signup',
  },
  { name: 'cash advances', description: 'Cash advance requests against valuables' },
  { name: 'repairs', description: 'Repair bookings and the repairs desk' },
  { name: 'products', description: 'The second-hand marketplace' },
  { name: 'images', description: 'Product image uploads and delivery' },
  { name: 'dashboard', description: 'Customer and admin figures' },
  {
    name: 'orders',
    description: 'Cart checkout with same-day delivery or collection, guest links, the order desk',
  },
  { name: 'admin', description: 'Shop staff only: 401 signed out, 403 for customers' },
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

export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${shop.name} API`,
        version: packageJson.version,
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
    },
    transform: (document) => {
      const { schema, url } = zodTransform(document);
      if (!schema || schema.hide) return { schema, url };
      const security = needsSession(document.route)
        ? [{ [SESSION_SECURITY_SCHEME]: [] }]
        : undefined;
      return nameWildcard({ url, schema: { ...schema, ...(security ? { security } : {}) } });
    },
    transformObject: jsonSchemaTransformObject,
  });

  // Swagger UI loads only its own files from 'self' (no inline script), so the
  // app's Content-Security-Policy holds here unchanged.
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
}
