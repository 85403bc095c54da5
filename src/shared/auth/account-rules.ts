/**
 * The rules a new account's username and password follow (PRODUCT.md
 * "Customers' dashboard and accounts"), checked by the forms before sending
 * and by the server. The checks that need the database or the list of common
 * passwords are the server's (modules/auth); their messages live here too, so
 * the forms can show them under the right field.
 *
 * Usernames are NFKC-normalised (fullwidth "ａｄｍｉｎ" becomes "admin") and
 * then limited to ASCII letters, digits, dots, hyphens and underscores: no
 * other script, no invisible or direction-changing characters, so a name in
 * the staff's lists reads as what it is.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
// argon2 would hash anything, but a megabyte "password" is an attack, not a password.
export const PASSWORD_MAX = 200;

const usernameCharacters = /^[A-Za-z0-9._-]+$/;

export const accountMessages = {
  usernameRequired: 'Username is required',
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters`,
  usernameCharacters:
    'Username may only use the letters A to Z, digits, dots (.), hyphens (-) and underscores (_)',
  /** Compared without regard to case: "Sam" is taken when "sam" exists. */
  usernameTaken: 'Username already exists',
  /** Looks like an existing username ("rn" for "m", "0" for "O", "I" for "l"…). */
  usernameLookalike: 'This username looks too much like an existing one. Please choose another.',
  /** Looks like a name that suggests the shop's staff ("admin", "support"…). */
  usernameReserved: 'This username is kept for the shop. Please choose another.',
  emailTaken: 'Email already exists',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordCommon:
    'This password is one of the most common ones, so it is easy to guess. Please choose another.',
} as const;

/** The form a username is stored and compared in: NFKC, without surrounding spaces. */
export function normalizeUsername(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** What is wrong with a (normalised) new username, in the order a person fixes it, or null. */
export function usernameProblem(username: string): string | null {
  if (username.length === 0) return accountMessages.usernameRequired;
  if (username.length < USERNAME_MIN) return accountMessages.usernameTooShort;
  if (username.length > USERNAME_MAX) return accountMessages.usernameTooLong;
  if (!usernameCharacters.test(username)) return accountMessages.usernameCharacters;
  return null;
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const characterCount = (text: string) => [...text].length;

/** What is wrong with a new password's length, or null. Common passwords: the server. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return accountMessages.passwordRequired;
  if (characterCount(password) < PASSWORD_MIN) return accountMessages.passwordTooShort;
  if (characterCount(password) > PASSWORD_MAX) return accountMessages.passwordTooLong;
  return null;
}

export type AccountField = 'username' | 'email' | 'password';

/** The registration field a server message is about, so the form shows it there. */
export function fieldOfAccountMessage(message: string): AccountField | null {
  switch (message) {
    case accountMessages.usernameTaken:
    case accountMessages.usernameLookalike:
    case accountMessages.usernameReserved:
      return 'username';
    case accountMessages.emailTaken:
      return 'email';
    case accountMessages.passwordCommon:
      return 'password';
    default:
      return null;
  }
}
