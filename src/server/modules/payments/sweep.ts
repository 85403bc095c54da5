/**
 * The webhook is the only source of truth (decision 024), but a webhook can be
 * lost: an endpoint down for longer than Stripe retries, a misconfigured
 * secret. Every few minutes, sessions still `open` here well past their
 * 30-minute life are asked of the provider and settled as its event would have
 * settled them (settleSession, the webhook's own path): paid (the order or loan
 * takes it) or expired (the items go back on sale). A session the provider
 * still holds open is expired first. Sessions marked paid here with no money
 * recorded for them (left so by a crash under older code, which wrote the two
 * apart) are settled again too. Every write is idempotent by the session id, so
 * two app instances sweeping at once, or the late event arriving after, change
 * nothing twice.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cashAdvancePayments,
  onlinePayments,
  orderPayments,
  repairPayments,
  type OnlinePayment,
} from '../../db/schema';
import { SESSION_MINUTES } from './stripe-gateway';
import { checkedSession, settleSession, type Settlement, type WebhookEffects } from './webhook';

/** How long past its expiry a session waits for its event before it is looked up. */
const GRACE_MINUTES = 5;
const SWEEP_INTERVAL_MS = 5 * 60_000;
const BATCH = 50;

type Log = { warn: (object: object, message: string) => void };

/**
 * Open sessions older than their life and the grace. One held for staff (the
 * provider reported a payment the shop did not ask for) is theirs to settle:
 * looking it up again would only say the same.
 */
function staleOpenSessions(db: Db, now: Date): Promise<OnlinePayment[]> {
  const before = new Date(now.getTime() - (SESSION_MINUTES + GRACE_MINUTES) * 60_000);
  return db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'open'),
        isNull(onlinePayments.attention),
        lt(onlinePayments.createdAt, before),
      ),
    )
    .orderBy(asc(onlinePayments.createdAt))
    .limit(BATCH);
}

/**
 * Sessions marked paid with no money written under their key. A paid session
 * may rightly have none when all of it went back (the order was cancelled, the
 * desk took the bill meanwhile): those have been refunded in full, or staff
 * were asked to look at them.
 */
function paidWithoutMoney(db: Db): Promise<OnlinePayment[]> {
  const key = sql`'stripe:' || ${onlinePayments.sessionId}`;
  return db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.status, 'paid'),
        isNull(onlinePayments.attention),
        lt(onlinePayments.refundedAmount, onlinePayments.amount),
        sql`not exists (select 1 from ${orderPayments}
              where ${orderPayments.checkoutId} = ${onlinePayments.checkoutId}
                and ${orderPayments.idempotencyKeyHash} = encode(sha256(convert_to(${key}, 'UTF8')), 'hex'))`,
        sql`not exists (select 1 from ${cashAdvancePayments}
              where ${cashAdvancePayments.idempotencyKey} = ${key})`,
        sql`not exists (select 1 from ${repairPayments} where ${repairPayments.idempotencyKey} = ${key})`,
      ),
    )
    .orderBy(asc(onlinePayments.createdAt))
    .limit(BATCH);
}

/** Settles the session as the provider holds it now, closing it first if it is still open. */
async function settleFromProvider(
  db: Db,
  payment: OnlinePayment,
  effects: WebhookEffects,
): Promise<Settlement> {
  let session = await effects.gateway.retrieveSession(payment.sessionId);
  if (payment.status === 'open' && session.status === 'open') {
    await effects.gateway.expireSession(payment.sessionId);
    session = await effects.gateway.retrieveSession(payment.sessionId);
  }
  return settleSession(db, payment, checkedSession(session), effects);
}

/** Settles the stale open sessions and the paid ones missing their money; answers how many were settled. */
export async function sweepStaleSessions(
  db: Db,
  effects: WebhookEffects,
  log: Log,
  now: Date = new Date(),
): Promise<number> {
  const due = [...(await staleOpenSessions(db, now)), ...(await paidWithoutMoney(db))];
  let settled = 0;
  for (const payment of due) {
    try {
      if ((await settleFromProvider(db, payment, effects)) !== 'pending') settled += 1;
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
