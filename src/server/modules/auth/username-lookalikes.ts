/**
 * Usernames that look alike: "rnary" and "mary", "0lly" and "Olly", "Ian" and
 * "lan", "adm1n" and "admin". Each name is reduced to a key with Unicode's
 * confusables data (the skeleton of UTS #39, through nodeca's `unhomoglyph`):
 * two names with the same key read the same to a person. New names are ASCII
 * after NFKC (shared/auth/account-rules.ts), so the pairs that matter are
 * rn/m, 0/O and 1/I/l; the full data also covers older names in any script.
 */
import unhomoglyph from 'unhomoglyph';

/**
 * One skeleton pass between two case folds. Usernames ignore letter case, and
 * the confusables data maps "I" (but not "i") to "l", and "m" (but not "M")
 * to "rn": folding both ways around the pass makes a pair that looks alike in
 * either case count, so I, i, l and 1 are one letter here, as are O, o and 0.
 */
const foldOnce = (name: string) => unhomoglyph(unhomoglyph(name.toUpperCase()).toLowerCase());

/** Keys are worked out once per name: every registration compares against every account. */
const keys = new Map<string, string>();
const MAX_REMEMBERED = 200_000;

/** The look-alike key of a username (a few passes reach a fixed point). */
export function usernameSkeleton(username: string): string {
  const remembered = keys.get(username);
  if (remembered !== undefined) return remembered;
  let key = username.normalize('NFKC');
  for (let pass = 0; pass < 4; pass += 1) {
    const next = foldOnce(key);
    if (next === key) break;
    key = next;
  }
  if (keys.size >= MAX_REMEMBERED) keys.clear();
  keys.set(username, key);
  return key;
}

/**
 * Names a customer might take to pass for the shop's staff. Only customers are
 * refused them: staff signing up with the admin key may use them.
 */
const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'staff',
  'support',
  'system',
  'root',
  'owner',
  'manager',
  'moderator',
];
const reservedKeys = new Set(RESERVED_USERNAMES.map(usernameSkeleton));

export function isReservedUsername(username: string): boolean {
  return reservedKeys.has(usernameSkeleton(username));
}

/** The first of `existing` that looks like `username`, if any. */
export function findLookalike(username: string, existing: Iterable<string>): string | undefined {
  const key = usernameSkeleton(username);
  for (const name of existing) {
    if (usernameSkeleton(name) === key) return name;
  }
  return undefined;
}
