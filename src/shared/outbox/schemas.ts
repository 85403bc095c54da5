/**
 * The email outbox as staff read it (GET /api/admin/outbox): every message the
 * shop sent, or would send, newest first.
 */
import { z } from 'zod';
import { pageSizeOptions, pageSizeParam } from '../cash-advances/schemas';
import { pageParam } from '../validation';

/**
 * pending: waiting for its (next) attempt; sent; failed after the last attempt;
 * kept: no SMTP server is configured (the demo), so it was recorded and never sent;
 * suppressed: over the daily limit of an address no account has confirmed, so never sent.
 */
export const outboxStatusValues = ['pending', 'sent', 'failed', 'kept', 'suppressed'] as const;
export type OutboxStatus = (typeof outboxStatusValues)[number];

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept (not sent)',
  suppressed: 'Not sent (daily limit)',
};

/** Written in place of a secret link that staff may not see. */
export const LINK_REMOVED_TEXT = '(link removed)';

export const outboxQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(10),
});
export { pageSizeOptions };

export const outboxMessageSchema = z.object({
  id: z.string(),
  /** Which message it is ("loan-due-reminder"). */
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The plain-text part, as the customer's mail program shows it without HTML. */
  text: z.string(),
  /** The HTML part: shown to staff in a sandboxed frame, never in the page itself. */
  html: z.string(),
  /**
   * The message has a link that opens something without signing in: `shown`
   * only in demo mode without SMTP while the link still works, else `removed`
   * (the text and HTML then say "(link removed)"); null when it has none.
   */
  link: z.enum(['shown', 'removed']).nullable(),
  status: z.enum(outboxStatusValues),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
