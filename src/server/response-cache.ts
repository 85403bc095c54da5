/**
 * Serialized answers to public reads, kept in memory (decision 007). Each
 * entry holds the exact bytes, a strong ETag and the headers sent with them,
 * so a hit costs no query and no serialization. Writes call clear(): the next
 * read loads afresh. On PostgreSQL the product cache's clear() also reaches the
 * other instances at once (cache-invalidation.ts), and while this instance may
 * have missed such a notification (`trusted` false) every read loads and
 * nothing is kept. The time limit is only a backstop now; an expired entry is
 * still answered while one background load replaces it, so expiry never makes
 * readers wait, and a reload that finds nothing (the product was sold or
 * deleted meanwhile) drops the entry.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type CachedResponse = {
  body: Buffer;
  /** Strong validator: a hash of the bytes, so equal answers keep their ETag across reloads. */
  etag: string;
  /** Headers of the answer besides Content-Type, ETag and Cache-Control (X-Total-Count…). */
  headers: Readonly<Record<string, string>>;
};

export type ResponseCache = {
  /**
   * The answer stored under `key`, or `load()`'s, stored for next time.
   * Callers asking for the same key at once share one load. A load that
   * answers undefined (nothing public to keep) stores nothing.
   */
  get(
    key: string,
    load: () => Promise<CachedResponse | undefined>,
  ): Promise<CachedResponse | undefined>;
  /** Drops every entry and every load under way: the next read sees the database. */
  clear(): void;
  /** Entries and bytes held, for tests and diagnostics. */
  stats(): { entries: number; bytes: number };
};

export type ResponseCacheOptions = {
  /** Bytes of bodies kept at most; the least recently used entries go first. */
  maxBytes: number;
  /** How long an entry is answered before it is reloaded (see above). */
  ttlMs: number;
  /** Reports a failed background reload (the old entry then stays until cleared or evicted). */
  onReloadError?: (error: unknown) => void;
  /**
   * While this answers false, get() loads every time, shares nothing and keeps
   * nothing: another instance's change may have gone unnoticed. Always true if left out.
   */
  trusted?: () => boolean;
};

type Entry = { response: CachedResponse; expires: number; reloading: boolean };

export function cachedResponse(json: string, headers: Record<string, string> = {}): CachedResponse {
  return cachedBytes(Buffer.from(json), headers);
}

/** Bytes to keep (a page's HTML, already compressed), with their strong ETag. */
export function cachedBytes(body: Buffer, headers: Record<string, string> = {}): CachedResponse {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, headers };
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<CachedResponse | undefined>>();
  let bytes = 0;
  // Bumped by clear(): a load that started before it must not store what it read.
  let generation = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.response.body.length;
  };

  const store = (key: string, response: CachedResponse) => {
    remove(key);
    if (response.body.length > options.maxBytes) return;
    entries.set(key, { response, expires: Date.now() + options.ttlMs, reloading: false });
    bytes += response.body.length;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };

  const startLoad = (key: string, load: () => Promise<CachedResponse | undefined>) => {
    const startedIn = generation;
    const pending = load().then(
      (response) => {
        if (loading.get(key) === pending) loading.delete(key);
        if (startedIn === generation) {
          // Nothing to keep any more (a reload of a product sold or deleted since): the entry goes.
          if (response) store(key, response);
          else remove(key);
        }
        return response;
      },
      (error: unknown) => {
        if (loading.get(key) === pending) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
    return pending;
  };

  return {
    get(key, load) {
      if (options.trusted && !options.trusted()) return load();
      const entry = entries.get(key);
      if (entry) {
        // Most recently used moves to the end.
        entries.delete(key);
        entries.set(key, entry);
        if (entry.expires <= Date.now() && !entry.reloading && !loading.has(key)) {
          entry.reloading = true;
          startLoad(key, load).catch((error: unknown) => {
            entry.reloading = false;
            options.onReloadError?.(error);
          });
        }
        return Promise.resolve(entry.response);
      }
      return loading.get(key) ?? startLoad(key, load);
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}

/** If-None-Match holds this ETag (or "*"): the client's copy is current. Weak comparison, as RFC 9110 asks. */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers a cached response: 304 without a body when the client's copy is
 * current, else the stored bytes. Both carry the same ETag, Cache-Control and
 * stored headers, so a hit looks exactly like a fresh answer.
 */
export function sendCachedResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: CachedResponse,
  cacheControl: string,
) {
  reply
    .headers(response.headers)
    .header('cache-control', cacheControl)
    .header('etag', response.etag);
  if (matchesETag(request.headers['if-none-match'], response.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(response.body);
}
