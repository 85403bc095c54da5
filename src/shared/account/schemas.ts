/**
 * What a signed-in customer can change about their own account (/account,
 * API under /api/account), written once for the page and the server.
 */
import { z } from 'zod';

// argon2 would hash anything, but a megabyte "password" is an attack, not a password.
const PASSWORD_MAX = 200;
export const NEW_PASSWORD_MIN = 8;

const currentPassword = z
  .string({ message: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(PASSWORD_MAX, 'Enter your current password.');

/** A password someone chooses now: long enough to resist guessing. */
export const newPasswordSchema = z
  .string({ message: 'Choose a new password.' })
  .min(NEW_PASSWORD_MIN, `Use at least ${NEW_PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const accountSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** False until the owner follows the confirmation link. */
  emailConfirmed: z.boolean(),
  remindersByEmail: z.boolean(),
  updatesByEmail: z.boolean(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The page asks for the new password twice; only the two above are sent. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Type the new password again.') })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const preferencesSchema = z.object({
  /** Due-date reminders of running loans. */
  remindersByEmail: z.boolean({ message: 'remindersByEmail must be true or false' }),
  /** Updates on loans, repairs and orders; legal and security messages always go. */
  updatesByEmail: z.boolean({ message: 'updatesByEmail must be true or false' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const WRONG_PASSWORD = 'That password is not right.';
export const STAFF_ACCOUNT_KEPT =
  'Staff accounts are not deleted here. Ask the shop owner to remove the account.';
