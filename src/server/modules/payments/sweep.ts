/**
 * The webhook is the only source of truth (decision 024), but a webhook can be
 * lost: an endpoint down for longer than Stripe retries, a misconfigured
 * secret. Every few minutes, sessions still `open` here well past their
 * 30-minute life are asked of the provider and settled as its event would have
 * settled them: paid (the order or loan takes it) or expired (the items go back
 * on sale). A session the provider still holds open is expired first. Every
 * write is idempotent by the session id, so two app instances sweeping at once,
 * or the late event arriving after, change nothing twice.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onlinePayments } from '../../db/schema';
import { SESSION_MINUTES } from './stripe-gateway';
import { settleSession, type WebhookEffects } from './webhook';

/** How long past its expiry a session waits for its event before it is looked up. */
const GRACE_MINUTES = 5;
const SWEEP_INTERVAL_MS = 5 * 60_000;
const BATCH = 50;

type Log = { warn: (object: object, message: string) => void };

/** Settles the open sessions older than their life and the grace; answers how many were settled. */
export async function sweepStaleSessions(
  db: Db,
  effects: WebhookEffects,
  log: Log,
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - (SESSION_MINUTES + GRACE_MINUTES) * 60_000);
  const stale = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.status, 'open'), lt(onlinePayments.createdAt, before)))
    .orderBy(asc(onlinePayments.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const payment of stale) {
    try {
      let session = await effects.gateway.retrieveSession(payment.sessionId);
      if (session.status === 'open') {
        await effects.gateway.expireSession(payment.sessionId);
        session = await effects.gateway.retrieveSession(payment.sessionId);
      }
      if (await settleSession(db, payment, session, effects)) settled += 1;
    } catch (error) {
      // Tried again at the next sweep; one stuck session never holds up the others.
      log.warn(
        { err: error, session: payment.sessionId },
        'could not settle a stale payment session',
      );
    }
  }
  return settled;
}

/** Sweeps now and every few minutes; answers a function that stops it. */
export function startSweepingSessions(db: Db, effects: WebhookEffects, log: Log): () => void {
  const sweep = () =>
    void sweepStaleSessions(db, effects, log).catch((error: unknown) =>
      log.warn({ err: error }, 'could not sweep stale payment sessions'),
    );
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
