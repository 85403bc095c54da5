/**
 * The email outbox as staff read it (GET /api/admin/outbox): every message the
 * shop sent, or would send, newest first.
 */
import { z } from 'zod';
import { pageSizeOptions, pageSizeParam } from '../cash-advances/schemas';
import { pageParam } from '../validation';

/**
 * pending: waiting for its (next) attempt; sent; failed after the last attempt;
 * kept: no SMTP server is configured (the demo), so it was recorded and never sent.
 */
export const outboxStatusValues = ['pending', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof outboxStatusValues)[number];

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
  kept: 'Kept (not sent)',
};

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
