/**
 * What a signed-in customer can change about their own account (/account,
 * API under /api/account), written once for the page and the server.
 */
import { z } from 'zod';
import { PASSWORD_MAX } from '../auth/account-rules';
import { newPassword, registerSchema } from '../auth/schemas';

const currentPassword = z
  .string({ message: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(PASSWORD_MAX, 'Enter your current password.');

/** A password someone chooses now: the account rules (at least 8 characters). */
export const newPasswordSchema = newPassword;

export const accountSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** False until the owner follows the confirmation link. */
  emailConfirmed: z.boolean(),
  /**
   * Where the shop's emails go: `email` once confirmed; while a change waits
   * for its confirmation, the address confirmed before; null if none ever was.
   */
  confirmedEmail: z.string().nullable(),
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

const emailAddress = registerSchema.shape.email;
const linkToken = z
  .string({ message: 'This link is not complete. Open it from the email again.' })
  .min(1, 'This link is not complete. Open it from the email again.')
  .max(1000, 'This link is not complete. Open it from the email again.');

/** "Forgot your password?": the answer is the same whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({ email: emailAddress });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const PASSWORD_RESET_SENT =
  'If an account uses that address, we have emailed it a link to choose a new password. The link works once, for an hour.';

export const passwordResetConfirmSchema = z.object({
  token: linkToken,
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export const passwordResetFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Type the new password again.'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type PasswordResetFormInput = z.infer<typeof passwordResetFormSchema>;
export const RESET_LINK_INVALID =
  'This reset link has expired or has been used. Ask for a new one.';

export const confirmEmailSchema = z.object({ token: linkToken });
export const CONFIRM_LINK_INVALID =
  'This confirmation link has expired or has been used. Sign in and ask for a new one from your account page.';

export const changeEmailSchema = z.object({ email: emailAddress, password: currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;
