/** The audit trail's query and rows (issue 29, decision 025), shared by the page and the server. */
import { z } from 'zod';

export const auditEntities = [
  'loan',
  'order',
  'repair',
  'product',
  'user',
  'staff',
  'export',
  'closure',
  'cash_up',
  'image',
] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Dates are written YYYY-MM-DD')
  .meta({ format: 'date' });

export const auditQuerySchema = z.object({
  actor: z.string().trim().max(50, 'actor must be at most 50 characters').optional(),
  entity: z.string().trim().max(30, 'entity must be at most 30 characters').optional(),
  entityId: z.string().trim().max(64, 'entityId must be at most 64 characters').optional(),
  action: z.string().trim().max(60, 'action must be at most 60 characters').optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10000, 'page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(200, 'pageSize must be at most 200')
    .default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditChangeSchema = z.object({ old: z.unknown(), new: z.unknown() });

export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  changes: z.record(z.string(), auditChangeSchema).nullable(),
});
export type AuditEntry = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditRowSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
