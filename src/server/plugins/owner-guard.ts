/**
 * Applies the owner-only list (owner-only-routes.ts) with one hook: each
 * listed route gets an onRequest check that answers 403 { message } to staff. The
 * /api/admin prefix hook (auth-guards.ts) has already refused everyone who is
 * not staff. At ready, an entry that names no registered route stops the start,
 * so a renamed route cannot silently lose its rule.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import { forbidden } from '../http-error';
import { signedInAdmin } from './auth-guards';
import { ownerOnlyKey, ownerOnlyRoutes, type OwnerOnlyRoute } from './owner-only-routes';

/** Throws 401/403 unless the request is an owner's (for rules decided inside a handler). */
export function requireOwner(request: FastifyRequest) {
  const user = signedInAdmin(request);
  if (user.staffRole !== 'owner') throw forbidden(OWNER_ONLY_MESSAGE);
  return user;
}

const OWNERS_ONLY_SAID = 'Owners only: staff get 403.';

const ownerGuard: onRequestHookHandler = (request, _reply, done) => {
  try {
    requireOwner(request);
    done();
  } catch (error) {
    done(error as Error);
  }
};

export const ownerGuardPlugin = fp(
  async (
    app: FastifyInstance,
    { routes = ownerOnlyRoutes }: { routes?: readonly OwnerOnlyRoute[] },
  ) => {
    const wanted = new Set(routes.map((route) => ownerOnlyKey(route.method, route.url)));
    const found = new Set<string>();
    app.addHook('onRoute', (route) => {
      // Fastify answers HEAD on every GET route through a twin route of its own,
      // which runs the GET's handler: it must meet the GET's guard, or HEAD
      // would run an export and tell by the length whether a filter matches.
      const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
      const key = methods
        .map((method) => ownerOnlyKey(method, route.url))
        .find((k) => wanted.has(k));
      if (!key) return;
      found.add(key);
      // onRequest, after the app's own (session, /api/admin guard): staff hear 403
      // before their body is read or checked.
      // (A HEAD twin may be made from its GET's options once they carry both.)
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      if (!existing.includes(ownerGuard)) route.onRequest = [ownerGuard, ...existing];
      // Said in /api/docs, from the same list.
      if (route.schema && !route.schema.description?.startsWith(OWNERS_ONLY_SAID)) {
        const said = route.schema.description;
        route.schema = {
          ...route.schema,
          description: `${OWNERS_ONLY_SAID}${said ? ` ${said}` : ''}`,
        };
      }
    });
    app.addHook('onReady', async () => {
      const stale = [...wanted].filter((key) => !found.has(key));
      if (stale.length > 0) {
        throw new Error(`Owner-only routes that do not exist: ${stale.join(', ')}`);
      }
    });
  },
);
