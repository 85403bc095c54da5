/**
 * Account schemas, written once and used by the forms and the server
 * (spec section 5). Messages are the spec's exact texts where the spec has
 * one; the rules for new accounts (PRODUCT.md) are in ./account-rules.ts.
 * Written with zod/mini, so sign-in and registration load a small zod (decision 012).
 */
import * as z from 'zod/mini';
import {
  PASSWORD_MAX,
  USERNAME_MAX,
  accountMessages,
  normalizeUsername,
  passwordProblem,
  usernameProblem,
} from './account-rules';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

const EMAIL_MAX = 254;

/** Sign-in asks only for presence (spec); the name is compared in its stored, NFKC form. */
const username = z.pipe(
  z
    .string({ message: accountMessages.usernameRequired })
    .check(
      z.trim(),
      z.minLength(1, accountMessages.usernameRequired),
      z.maxLength(USERNAME_MAX, accountMessages.usernameTooLong),
    ),
  z.transform(normalizeUsername),
);
const password = z
  .string({ message: accountMessages.passwordRequired })
  .check(
    z.minLength(1, accountMessages.passwordRequired),
    z.maxLength(PASSWORD_MAX, accountMessages.passwordTooLong),
  );

/** A new account's username: normalised, then the rules of ./account-rules.ts. */
const newUsername = z
  .pipe(z.string({ message: accountMessages.usernameRequired }), z.transform(normalizeUsername))
  .check(
    z.superRefine((value, context) => {
      const problem = usernameProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
/** A new password (an account's first, a change, a reset): its length here; "not a common one" is the server's check. */
export const newPassword = z.string({ message: accountMessages.passwordRequired }).check(
  z.superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);
const email = z.pipe(
  z
    .string({ message: 'Valid email is required' })
    .check(z.trim(), z.maxLength(EMAIL_MAX, 'Valid email is required')),
  z.email('Valid email is required'),
);

export const loginSchema = z.object({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** What POST /api/auth/register accepts; anything else (role included) is dropped. */
export const registerSchema = z.object({ username: newUsername, email, password: newPassword });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds the confirmation, which is never sent. */
export const registerFormSchema = z
  .extend(registerSchema, {
    confirmPassword: z.string().check(z.minLength(1, 'Confirm password is required')),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: "Passwords don't match",
      path: ['confirmPassword'],
    }),
  );
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

type AdminSignupFields = {
  username: string;
  email: string;
  password: string;
  confirmPassword?: string;
  adminKey: string;
};

/**
 * The admin signup checks in the spec's order; only the first failing one is
 * reported, by the page and by the server alike. The server has no
 * confirmation field, so that check applies only when one is given. The
 * username and password follow the registration's rules (PRODUCT.md), so the
 * spec's minimum of 6 password characters is 8.
 */
export function firstAdminSignupProblem(fields: AdminSignupFields): string | null {
  const username = normalizeUsername(fields.username);
  // The spec words an empty name or password as too short.
  const usernameIssue = username ? usernameProblem(username) : accountMessages.usernameTooShort;
  if (usernameIssue) return usernameIssue;
  if (!fields.email.includes('@')) return 'Valid email is required';
  const passwordIssue = fields.password
    ? passwordProblem(fields.password)
    : accountMessages.passwordTooShort;
  if (passwordIssue) return passwordIssue;
  if (fields.confirmPassword !== undefined && fields.password !== fields.confirmPassword) {
    return "Passwords don't match";
  }
  if (fields.adminKey.length === 0) return 'Admin key is required';
  return null;
}

/**
 * The admin signup page's form: its checks are the server's, and the first
 * problem is reported as the form's own (root) message, shown in the banner.
 */
export const adminSignupFormSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    adminKey: z.string(),
  })
  .check(
    z.superRefine((fields, context) => {
      const problem = firstAdminSignupProblem(fields);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['root'] });
    }),
  );
export type AdminSignupFormInput = z.infer<typeof adminSignupFormSchema>;

const text = (max: number) =>
  z._default(z.string().check(z.maxLength(max, `must be at most ${max} characters`)), '');

/** What POST /api/auth/create-admin accepts. */
export const adminSignupSchema = z
  .object({
    username: z.pipe(text(USERNAME_MAX), z.transform(normalizeUsername)),
    email: z.pipe(
      text(EMAIL_MAX),
      z.transform((value: string) => value.trim()),
    ),
    password: text(PASSWORD_MAX),
    adminKey: text(200),
  })
  .check(
    z.superRefine((fields, context) => {
      const problem = firstAdminSignupProblem(fields);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
export type AdminSignupInput = z.infer<typeof adminSignupSchema>;

/** A user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /** Staff only: 'owner' or 'staff' (issue 29); null for a customer. */
  staffRole: z.nullable(z.enum(['owner', 'staff'])),
  createdAt: z.string(),
  /**
   * The first name to greet them by: from the name they last gave on their own
   * request, booking or order (accounts hold no name); null when none is known.
   */
  firstName: z.nullable(z.string()),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
