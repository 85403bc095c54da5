/**
 * The outbox table (schema.ts `outboxMessages`): messages are written in the
 * transaction of the event that causes them, then claimed and delivered by the
 * worker. Every function here is one short statement or transaction: nothing
 * holds a lock while a mail server is being talked to.
 */
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OutboxMessage as OutboxMessageDto, OutboxStatus } from '@shared/outbox/schemas';
import type { Db } from '../../db/client';
import { outboxMessages, type OutboxMessage } from '../../db/schema';

/** What writes a message: an open transaction (or the database itself). */
export type Writer = Pick<Db, 'insert' | 'select'>;

export type OutgoingEmail = {
  /** Unique: the same message is never written twice ("reminder-3:<loan id>:<due date>"). */
  dedupeKey: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * Writes the message unless one with its dedupe key exists; answers whether it
 * was written. `kept`: recorded for staff to read and never sent (no SMTP).
 */
export async function enqueueEmail(
  tx: Writer,
  message: OutgoingEmail,
  status: 'pending' | 'kept' = 'pending',
): Promise<boolean> {
  const written = await tx
    .insert(outboxMessages)
    .values({
      dedupeKey: message.dedupeKey,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return written.length > 0;
}

/** Which of these dedupe keys are already taken (so their messages need not be rendered). */
export async function takenDedupeKeys(
  db: Pick<Db, 'select'>,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: outboxMessages.dedupeKey })
    .from(outboxMessages)
    .where(inArray(outboxMessages.dedupeKey, keys));
  return new Set(rows.map((row) => row.key));
}

/**
 * Claims up to `limit` messages due at `now`: locked with SKIP LOCKED (another
 * instance claiming at the same moment takes other rows), counted as an
 * attempt, and leased until `now + leaseMs` so that nobody else takes them
 * while they are being sent. A worker that dies mid-send leaves the lease to
 * run out; the message is then tried again.
 */
export async function claimDueMessages(
  db: Db,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<OutboxMessage[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const leasedUntil = new Date(now.getTime() + leaseMs);
    await tx
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: leasedUntil })
      .where(
        inArray(
          outboxMessages.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ ...row, attempts: row.attempts + 1, nextAttemptAt: leasedUntil }));
  });
}

/** The claim still ours: pending, and no later attempt has been counted since. */
const stillClaimed = (message: OutboxMessage) =>
  and(
    eq(outboxMessages.id, message.id),
    eq(outboxMessages.status, 'pending'),
    eq(outboxMessages.attempts, message.attempts),
  );

export async function markSent(db: Db, message: OutboxMessage, now: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(stillClaimed(message));
}

/** Claimed messages not tried after all (shutting down): due again at `now`, the attempt uncounted. */
export async function releaseClaims(db: Db, messages: OutboxMessage[], now: Date): Promise<void> {
  for (const message of messages) {
    await db
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} - 1`, nextAttemptAt: now })
      .where(stillClaimed(message));
  }
}

/** A failed attempt: tried again at `retryAt`, or `failed` for good when it is null. */
export async function markAttemptFailed(
  db: Db,
  message: OutboxMessage,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: 'failed' },
    )
    .where(stillClaimed(message));
}

/** One page of the outbox, newest first, and how many messages there are. */
export async function listOutboxPage(
  db: Pick<Db, 'select'>,
  page: number,
  pageSize: number,
): Promise<{ rows: OutboxMessage[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(outboxMessages),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export function toOutboxMessageDto(row: OutboxMessage): OutboxMessageDto {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
