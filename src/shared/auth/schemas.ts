/**
 * Account schemas, written once and used by the forms and the server
 * (spec section 5). Messages are the spec's exact texts.
 */
import { z } from 'zod';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

const USERNAME_MAX = 50;
const EMAIL_MAX = 254;
// argon2 would hash anything, but a megabyte "password" is an attack, not a password.
const PASSWORD_MAX = 200;

const username = z
  .string({ message: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);
const password = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const email = z
  .string({ message: 'Valid email is required' })
  .trim()
  .max(EMAIL_MAX, 'Valid email is required')
  .pipe(z.email('Valid email is required'));

export const loginSchema = z.object({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** What POST /api/auth/register accepts; anything else (role included) is dropped. */
export const registerSchema = z.object({ username, email, password });
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds the confirmation, which is never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, 'Confirm password is required') })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
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
 * confirmation field, so that check applies only when one is given.
 */
export function firstAdminSignupProblem(fields: AdminSignupFields): string | null {
  if (fields.username.trim().length < 3) return 'Username must be at least 3 characters';
  if (!fields.email.includes('@')) return 'Valid email is required';
  if (fields.password.length < 6) return 'Password must be at least 6 characters';
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
  .superRefine((fields, context) => {
    const problem = firstAdminSignupProblem(fields);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['root'] });
  });
export type AdminSignupFormInput = z.infer<typeof adminSignupFormSchema>;

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).default('');

/** What POST /api/auth/create-admin accepts. */
export const adminSignupSchema = z
  .object({
    username: text(USERNAME_MAX).transform((value) => value.trim()),
    email: text(EMAIL_MAX).transform((value) => value.trim()),
    password: text(PASSWORD_MAX),
    adminKey: text(200),
  })
  .superRefine((fields, context) => {
    const problem = firstAdminSignupProblem(fields);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export type AdminSignupInput = z.infer<typeof adminSignupSchema>;

/** A user as the API shows it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
