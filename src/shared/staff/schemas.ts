/**
 * Staff roles and accounts (issue 29, docs/decisions/025-staff-roles-and-audit.md):
 * the schemas the staff screens and the server share.
 */
import { z } from 'zod';
import { registerSchema } from '../auth/schemas';

export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const STAFF_INVITE_HOURS = 72;
export const OWNER_ONLY_MESSAGE = 'Only the owner can do that.';
/**
 * Desk writes that are the owner's alone while what they touch is accounted
 * for to a customer: a pledge's sale price decides the surplus or shortfall
 * (s.121 of the Consumer Credit Act), an uncollected device's sale price what
 * is paid over, and a repair that took money is cancelled only with a refund.
 */
export const ownerOnlyReasons = {
  pledgeProduct:
    'Only the owner can change this product: it is a pledge whose loan is still open, and its sale price is accounted for to the customer.',
  uncollectedProduct:
    'Only the owner can change this product: it is an uncollected device whose repair is still open, and its sale price is accounted for to the customer.',
  paidRepairCancel:
    'Only the owner can cancel a repair that has taken money: the customer is owed a refund.',
} as const;
export const LAST_OWNER_MESSAGE = 'The shop needs at least one active owner.';
export const INVITE_INVALID_MESSAGE = 'This invitation link is not valid or has expired.';
export const LOGIN_DISABLED_MESSAGE = 'This login has been disabled. Ask the owner.';
export const STAFF_NOT_FOUND = 'Member of staff not found';
/** The admin key makes only a shop's first owner: every later login comes by invitation. */
export const OWNER_EXISTS_MESSAGE = 'An owner already exists: ask them for an invitation';

const staffRole = z.enum(staffRoles, { message: 'Role must be owner or staff' });

export const inviteStaffSchema = z
  .object({
    email: z
      .string({ message: 'Valid email is required' })
      .trim()
      .max(254, 'Valid email is required')
      .pipe(z.email('Valid email is required')),
    role: staffRole,
  })
  .strict();
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const updateStaffSchema = z
  .object({ role: staffRole.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'Give a role or disabled',
  });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

export const staffIdParams = z.object({ id: z.string().max(64) });

export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  staffRole: z.enum(staffRoles),
  disabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const pendingInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  staffRole: z.enum(staffRoles),
  expiresAt: z.string(),
});

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invites: z.array(pendingInviteSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** An invitation just sent: the pending invitation itself (one StaffInvitation in the API description). */
export const inviteAnswerSchema = pendingInviteSchema;

/** What the invitation page sends: the token from the link, and the new login (the registration's rules). */
export const acceptInviteSchema = z.object({
  username: registerSchema.shape.username,
  password: registerSchema.shape.password,
  token: z
    .string({ message: INVITE_INVALID_MESSAGE })
    .min(1, INVITE_INVALID_MESSAGE)
    .max(200, INVITE_INVALID_MESSAGE),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;
