/**
 * Delivers the outbox, and runs the due-date scheduler, on every instance:
 * every few seconds (and right after a request that may have written a
 * message) it claims due messages and sends them; hourly (and once at start)
 * it writes the reminders due. Several instances share the work safely: a
 * message is claimed by one of them only (outbox.ts), a reminder written once.
 * Each round also removes, from the messages kept or given up, the links that
 * have expired; a sent message keeps no link at all (outbox.ts markSent).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { errorInOneLine } from '../../error-log';
import type { OutboxMessage } from '../../db/schema';
import {
  claimDueMessages,
  markAttemptFailed,
  markSent,
  releaseClaims,
  removeExpiredLinks,
} from './outbox';
import type { MailTransport } from './transport';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits after each failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h; the 6th failure is final. */
export const RETRY_DELAYS_MS: readonly number[] = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  12 * HOUR,
];

export type OutboxWorkerOptions = {
  /** Read at each use: the app's database object may switch its connection (tests of faults). */
  database: Pick<Database, 'db'>;
  /** null: no SMTP server (the demo); messages are kept and nothing is sent. */
  transport: MailTransport | null;
  from: string;
  log: FastifyBaseLogger;
  /** Writes the reminders due at `now`; answers how many. */
  scheduleReminders: (now: Date) => Promise<number>;
  now?: () => Date;
  retryDelaysMs?: readonly number[];
  batchSize?: number;
  /** How long a claimed message is left to its sender before another may try it. */
  leaseMs?: number;
  intervalMs?: number;
  reminderIntervalMs?: number;
};

export type DeliveryReport = { sent: number; retrying: number; failed: number };

/** The SMTP server refused for good: a 5xx reply (a 4xx one means "try again later"). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export class OutboxWorker {
  private readonly now: () => Date;
  private readonly retryDelaysMs: readonly number[];
  private running: Promise<void> | null = null;
  private again = false;
  /** Rounds run only between start() and its stop: tests drive deliverDue themselves. */
  private started = false;
  private stopping = false;
  private lastReminders = Number.NEGATIVE_INFINITY;
  private lastLinkSweep = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  /** The most attempts a message gets. */
  get maxAttempts(): number {
    return this.retryDelaysMs.length + 1;
  }

  /** Claims and sends every message due at `now`, a batch at a time. */
  async deliverDue(now: Date = this.now()): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    // A batch is sent well within its lease even if every server answer takes its time limit
    // (transport.ts: at most about a minute each), so no claim runs out while still being sent.
    const { transport, batchSize = 10, leaseMs = 15 * MINUTE } = this.options;
    if (!transport) return report;
    const { db } = this.options.database;
    for (;;) {
      const claimed = await claimDueMessages(db, { now, limit: batchSize, leaseMs });
      for (const [index, message] of claimed.entries()) {
        if (this.stopping) {
          // Shutting down: the rest go back unsent, for this or another instance to send.
          await releaseClaims(db, claimed.slice(index), now);
          return report;
        }
        await this.deliver(transport, message, now, report);
      }
      if (claimed.length < batchSize) return report;
    }
  }

  private async deliver(
    transport: MailTransport,
    message: OutboxMessage,
    now: Date,
    report: DeliveryReport,
  ) {
    const { from, log } = this.options;
    const { db } = this.options.database;
    if (message.redactedText !== null && message.linkExpiresAt && message.linkExpiresAt <= now) {
      // Not sent for hours (the mail server was down): its link no longer works, so it is no use.
      await markAttemptFailed(db, message, 'Its link expired before it could be sent.', null);
      report.failed += 1;
      return;
    }
    try {
      await transport.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      // A permanent refusal (5xx: no such mailbox…) is not tried again; anything else is.
      const delay = isPermanent(error) ? undefined : this.retryDelaysMs[message.attempts - 1];
      const retryAt = delay === undefined ? null : new Date(now.getTime() + delay);
      await markAttemptFailed(db, message, errorInOneLine(error).slice(0, 1000), retryAt);
      report[retryAt ? 'retrying' : 'failed'] += 1;
      log.warn(
        { kind: message.kind, attempts: message.attempts, err: error },
        retryAt ? 'email not sent; will try again' : 'email not sent; giving up',
      );
      return;
    }
    await markSent(db, message, now);
    report.sent += 1;
  }

  /** Writes the due-date reminders and overdue notices due at `now`. */
  async runReminders(now: Date = this.now()): Promise<number> {
    return this.options.scheduleReminders(now);
  }

  /** Takes out of the stored messages the links expired at `now`; answers how many messages. */
  async removeExpiredLinks(now: Date = this.now()): Promise<number> {
    return removeExpiredLinks(this.options.database.db, now);
  }

  /** One round: the reminders when an hour has passed, the deliveries, expired links each minute. */
  private async tick(): Promise<void> {
    const now = this.now();
    const { reminderIntervalMs = HOUR } = this.options;
    if (now.getTime() - this.lastReminders >= reminderIntervalMs) {
      this.lastReminders = now.getTime();
      await this.runReminders(now);
    }
    await this.deliverDue(now);
    // Staff never see an expired link anyway (outbox.ts toOutboxMessageDto): this cleans the table.
    if (now.getTime() - this.lastLinkSweep >= MINUTE) {
      this.lastLinkSweep = now.getTime();
      await this.removeExpiredLinks(now);
    }
  }

  /** Runs a round now, or once more after the one under way; never two at once. */
  nudge(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'outbox round failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Starts the rounds (one now); answers a function that stops them and waits for the last. */
  start(): () => Promise<void> {
    const { intervalMs = 5_000 } = this.options;
    this.started = true;
    this.nudge();
    const timer = setInterval(() => this.nudge(), intervalMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      this.started = false;
      this.again = false;
      // The round under way stops after the message it is sending.
      this.stopping = true;
      await this.running;
      this.stopping = false;
      this.options.transport?.close();
    };
  }
}
