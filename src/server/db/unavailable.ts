/**
 * Tells "the database cannot be reached right now" apart from every other
 * failure, so the API can answer 503 with Retry-After (come back shortly)
 * instead of 500 (our bug). Only failures of the connection itself count: a
 * query that is wrong, a constraint that fails or a bug stays a 500.
 */

/** Seconds a client is asked to wait, by /api/ready and by the 503 of any route. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

/** Socket errors of a connection that was refused, cut or never answered. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs PostgreSQL sends while it shuts down or starts up (class 57P:
 * admin_shutdown, crash_shutdown, cannot_connect_now) and of a broken
 * connection (class 08: connection_exception, sqlclient_unable_to_establish,
 * connection_does_not_exist, connection_failure).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/** The exact messages of node-postgres, pg-pool and PGlite for a lost or closed connection. */
const MESSAGES = new Set([
  // pg: the server closed the socket (restart, crash, network).
  'Connection terminated unexpectedly',
  // pg: a client whose connection already failed, or was closed, is asked for a query
  // (drizzle's rollback after the failed statement of a transaction).
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // pg-pool: no connection could be made or lent in connectionTimeoutMillis.
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  // pg-pool: the pool is shut (the process is stopping).
  'Cannot use a pool after calling end on the pool',
  // PGlite: the embedded database is closing or closed.
  'PGlite is closing',
  'PGlite is closed',
]);

function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code))) return true;
  return typeof message === 'string' && MESSAGES.has(message);
}

/**
 * True when the error, or one it wraps (Drizzle's DrizzleQueryError keeps the
 * driver's error as `cause`; a failed connect to several addresses is an
 * AggregateError), says the database cannot be reached.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    pending.push((current as { cause?: unknown }).cause);
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return false;
}
