/**
 * The only words of a visitor's own that a message may carry: a first name
 * to greet them by (docs/decisions/021-outbox-secrets-and-visitor-mail.md).
 * Anyone may type anything in a form and an address that is not theirs, so
 * the greeting takes the first word of what was typed, and only when that
 * word is a name: letters (any alphabet, with their accents), a hyphen or an
 * apostrophe only between letters ("Anne-Marie", "D'Arcy"), at most 40
 * characters. Anything else ("<a", "www.win.example", "£1000") greets nobody
 * by name: "Hello,".
 */

export const FIRST_NAME_MAX = 40;

const NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

export function firstNameOf(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const [first = ''] = typed.normalize('NFC').trim().split(/\s+/u);
  if (first.length === 0 || first.length > FIRST_NAME_MAX) return null;
  return NAME.test(first) ? first : null;
}
