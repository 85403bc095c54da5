/**
 * The outbox table (schema.ts `outboxMessages`): messages are written in the
 * transaction of the event that causes them, then claimed and delivered by the
 * worker. Every function here is one short statement or transaction: nothing
 * holds a lock while a mail server is being talked to.
 *
 * A message with a secret link (one that opens something without signing in)
 * is stored with its copy without that link (`redactedText`/`redactedHtml`):
 * once it is sent, has failed for good, or its link has expired, the copy
 * replaces the message, so that neither the table nor the staff's outbox
 * screen keeps a link that still works
 * (docs/decisions/021-outbox-secrets-and-visitor-mail.md).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { OutboxMessage as OutboxMessageDto, OutboxStatus } from '@shared/outbox/schemas';
import type { Db } from '../../db/client';
import { outboxMessages, type OutboxMessage } from '../../db/schema';

/** What writes a message: an open transaction (or the database itself). */
export type Writer = Pick<Db, 'insert' | 'select' | 'execute'>;

export type OutgoingEmail = {
  /** Unique: the same message is never written twice ("reminder-3:<loan id>:<due date>"). */
  dedupeKey: string;
  kind: string;
  to: string;
  /** The account it is written for: deleting the account deletes it (by id, never by address). */
  userId?: string | null;
  subject: string;
  text: string;
  html: string;
  /** The message with its secret link replaced by "(link removed)"; null when it has none. */
  redacted?: { text: string; html: string } | null;
  /** When that link stops working; null when it does not expire by time. */
  linkExpiresAt?: Date | null;
};

/**
 * Writes the message unless one with its dedupe key exists; answers whether it
 * was written. `kept`: recorded for staff to read and never sent (no SMTP);
 * `suppressed`: over an unconfirmed address's daily limit, recorded without
 * its link and never sent.
 */
export async function enqueueEmail(
  tx: Writer,
  message: OutgoingEmail,
  status: 'pending' | 'kept' | 'suppressed' = 'pending',
): Promise<boolean> {
  const redacted = message.redacted ?? null;
  // A message never to be sent never holds a working link.
  const body = status === 'suppressed' && redacted ? redacted : message;
  const written = await tx
    .insert(outboxMessages)
    .values({
      dedupeKey: message.dedupeKey,
      kind: message.kind,
      toAddress: message.to,
      userId: message.userId ?? null,
      subject: message.subject,
      text: body.text,
      html: body.html,
      redactedText: redacted?.text ?? null,
      redactedHtml: redacted?.html ?? null,
      linkExpiresAt: redacted ? (message.linkExpiresAt ?? null) : null,
      status,
    })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return written.length > 0;
}

/**
 * How many messages (not counting suppressed ones) went to this address, in
 * any case, in the `minutes` before now (24 hours unless told), of one `kind`
 * or of all. The database's clock measures it, so every instance agrees
 * whatever its own clock says. Call it inside the writing transaction after
 * `lockAddress`, so that two writers never both see room for one more.
 */
export async function countRecentTo(
  tx: Writer,
  address: string,
  { minutes = 24 * 60, kind }: { minutes?: number; kind?: string } = {},
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(outboxMessages)
    .where(
      and(
        sql`lower(${outboxMessages.toAddress}) = lower(${address})`,
        sql`${outboxMessages.createdAt} > now() - make_interval(mins => ${minutes})`,
        ne(outboxMessages.status, 'suppressed'),
        kind === undefined ? undefined : eq(outboxMessages.kind, kind),
      ),
    );
  return row?.n ?? 0;
}

/** Takes, until the transaction ends, the lock of one address's messages. */
export async function lockAddress(tx: Writer, address: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`outbox-to:${address.toLowerCase()}`}, 0))`,
  );
}

/** The stored message without its secret link, when it has one. */
const withoutLink = {
  text: sql`coalesce(${outboxMessages.redactedText}, ${outboxMessages.text})`,
  html: sql`coalesce(${outboxMessages.redactedHtml}, ${outboxMessages.html})`,
};

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
    // Delivered: the link is the recipient's alone; the stored copy keeps none.
    .set({ status: 'sent', sentAt: now, lastError: null, ...withoutLink })
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
        : { lastError: error, status: 'failed', ...withoutLink },
    )
    .where(stillClaimed(message));
}

/**
 * Replaces the body of every message whose link has expired by its copy
 * without the link; answers how many. A pending one is left to the worker
 * (worker.ts gives it up: a dead link is no use to its recipient).
 */
export async function removeExpiredLinks(db: Pick<Db, 'update'>, now: Date): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set(withoutLink)
    .where(
      and(
        isNotNull(outboxMessages.redactedText),
        lte(outboxMessages.linkExpiresAt, now),
        ne(outboxMessages.status, 'pending'),
        sql`${outboxMessages.text} is distinct from ${outboxMessages.redactedText}`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** Whether the message's secret link (if any) still works at `now`, and the message is unsent. */
export function linkIsLive(row: OutboxMessage, now: Date): boolean {
  if (row.redactedText === null) return false;
  if (row.status === 'sent' || row.status === 'failed' || row.status === 'suppressed') return false;
  return row.linkExpiresAt === null || row.linkExpiresAt > now;
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

/**
 * A message as staff read it. `liveLinks` (demo mode without SMTP, where the
 * outbox is the demo's mail reader): an unsent message's secret link is shown
 * until it expires. Otherwise, and always once the message is sent or its
 * link has expired, the copy without the link is shown.
 */
export function toOutboxMessageDto(
  row: OutboxMessage,
  { liveLinks, now }: { liveLinks: boolean; now: Date },
): OutboxMessageDto {
  const copy =
    row.redactedText !== null && row.redactedHtml !== null
      ? { text: row.redactedText, html: row.redactedHtml }
      : null;
  const showLink = copy !== null && liveLinks && linkIsLive(row, now);
  const body = copy && !showLink ? copy : row;
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.toAddress,
    subject: row.subject,
    text: body.text,
    html: body.html,
    link: copy ? (showLink ? 'shown' : 'removed') : null,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
