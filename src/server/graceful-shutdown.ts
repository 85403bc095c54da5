/**
 * Stopping on SIGTERM (a deploy, a restart) without cutting anyone off:
 * Fastify's close() stops listening (new connections are refused), answers
 * 503 to requests that still arrive on open keep-alive connections and closes
 * the idle ones, lets in-flight requests finish, then runs the onClose hooks
 * (the database). A request that never finishes must not keep the process
 * alive forever, so the wait is bounded.
 */
import type { FastifyInstance } from 'fastify';

/** Long enough for any normal request to finish, short enough for a process manager's patience. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

type ShutdownOptions = {
  timeoutMs?: number;
  /** process.exit, replaced in tests. */
  exit?: (code: number) => void;
};

/**
 * Prepares the app for a graceful stop and answers the signal handler: the
 * first signal starts the shutdown, later ones are ignored. Call it before
 * the app is ready (it adds a hook).
 */
export function gracefulShutdown(app: FastifyInstance, options: ShutdownOptions = {}) {
  const { timeoutMs = SHUTDOWN_TIMEOUT_MS, exit = (code: number) => process.exit(code) } = options;
  let closing = false;
  // A request still running at the signal answers on a keep-alive connection,
  // which would then stay open (Fastify keeps idle ones 72 s) and hold close()
  // up: while closing, every answer closes its connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out: requests still running, exiting anyway');
      exit(1);
    }, timeoutMs);
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
}
