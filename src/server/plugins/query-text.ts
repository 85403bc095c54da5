/**
 * Query strings, like JSON bodies (json-body.ts), may not carry U+0000:
 * PostgreSQL text cannot hold it, so a NUL that reached a query answered 500
 * ("%00" in the staff loan search, issue 26). Each search field refuses it
 * with its own message (validation.ts, searchText); this is the net under
 * them, for every API route present or future: after the route's schema (so its
 * messages come first, and keys it drops are gone), before the handler.
 * Bytes that are not UTF-8 ("%FF", "%ED%A0%80") are left as the parser keeps
 * them: undecoded text, which is harmless.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-error';

export const QUERY_NUL_MESSAGE =
  'The query string holds a NUL character (%00), which text cannot contain.';

const holdsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value) && value.some((member) => holdsNul(member));

export function registerQueryTextCheck(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    // Pages read their own query (a NUL there is just not found), and answer HTML.
    if (!request.url.startsWith('/api/')) return;
    const query = request.query;
    if (query === null || typeof query !== 'object') return;
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
      if (key.includes('\u0000') || holdsNul(value)) throw badRequest(QUERY_NUL_MESSAGE);
    }
  });
}
