/**
 * The server is the guard (PRODUCT.md): one hook protects the whole
 * /api/admin prefix, routes that need a customer use requireUser, handlers
 * read the user through signedInUser / signedInAdmin, and state-changing
 * requests from another site are refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized, type HttpError } from '../http-error';
import type { SessionUser } from './session';

export const ADMIN_ONLY_MESSAGE = 'You need admin privileges to access this page.';
export const CROSS_SITE_MESSAGE = 'Cross-site request refused.';

/**
 * The signed-in user, typed for the handler. Routes still declare
 * requireUser (or sit under /api/admin) so the 401 comes before any route
 * code; this throws the same 401 should a route ever lose its guard, where
 * `request.user!` would have answered a 500.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Why the user may not reach an admin route, or undefined when they may. */
function adminRefusal(user: SessionUser | null): HttpError | undefined {
  if (!user) return unauthorized();
  if (user.role !== 'admin') return forbidden(ADMIN_ONLY_MESSAGE);
  return undefined;
}

/** The signed-in admin, typed for the handler; refuses (401, 403) as the admin guard does. */
export function signedInAdmin(request: FastifyRequest): SessionUser {
  const user = signedInUser(request);
  const refusal = adminRefusal(user);
  if (refusal) throw refusal;
  return user;
}

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest) {
  signedInUser(request);
}

/** preHandler for admin routes outside /api/admin (the prefix is guarded anyway). */
export async function requireAdmin(request: FastifyRequest) {
  signedInAdmin(request);
}

const isAdminPath = (url: string) =>
  url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a browser tells us the request comes from another site. */
function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      // Both through URL, so a default port written out (":80") compares equal.
      return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
    } catch {
      return true;
    }
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export const authGuardsPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous: it runs on every request, and needs nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    // Every state-changing request, whatever its path: the router also answers
    // spellings such as "/%61pi/…", so a path test could be walked around.
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      return done(forbidden(CROSS_SITE_MESSAGE));
    }
    // The matched route's own pattern, not the raw URL: "/api/%61dmin/…" reaches
    // the same handler as "/api/admin/…" and must meet the same guard.
    const routeUrl = request.routeOptions.url;
    if (isAdminPath(request.url) || (routeUrl !== undefined && isAdminPath(routeUrl))) {
      return done(adminRefusal(request.user));
    }
    done();
  });
});
