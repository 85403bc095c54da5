/**
 * JSON request bodies, read strictly. Fastify's own parser decodes bytes that
 * are not UTF-8, and JSON escapes of lone surrogates ("\ud800"), into U+FFFD
 * without a word, so the database would keep something other than what was
 * sent; and PostgreSQL text cannot hold U+0000 at all (storing one failed with
 * a 500). All three are refused with 400 here; everything else (empty bodies,
 * prototype-poisoning keys, the body limit) is Fastify's parser as before.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-error';

export const NOT_UTF8_MESSAGE = 'The request body is not valid UTF-8.';
export const LONE_SURROGATE_MESSAGE =
  'The request body holds text that is not valid Unicode (an unpaired surrogate escape).';
export const NUL_MESSAGE =
  'The request body holds a NUL character (\\u0000), which text cannot contain.';

/** In a `u` regex a surrogate pair is one code point, so this finds only unpaired halves. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether some string (key or value) of the parsed body passes `test`, walked
 * without recursion: a deeply nested body must not exhaust the stack.
 */
function someString(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const member of next as unknown[]) pending.push(member);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, member] of Object.entries(next)) pending.push(key, member);
    }
  }
  return false;
}

export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(badRequest(NOT_UTF8_MESSAGE), undefined);
      return;
    }
    // Fastify's JSON parser answers through `done` at once; it returns nothing to wait for.
    void parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (someString(value, (text) => LONE_SURROGATE.test(text))) {
        done(badRequest(LONE_SURROGATE_MESSAGE), undefined);
      } else if (someString(value, (text) => text.includes('\u0000'))) {
        done(badRequest(NUL_MESSAGE), undefined);
      } else done(null, value);
    });
  });
}
