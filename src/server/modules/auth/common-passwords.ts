/**
 * "Not among the most common passwords" (PRODUCT.md): the ~49,000 passwords
 * most often found in breaches, from zxcvbn-ts's common dictionary (kept
 * offline in the package, lower case). Server-side only: the list never
 * reaches the web app's bundles.
 */

let common: Promise<ReadonlySet<string>> | undefined;

/** Loaded on the first registration, not at start-up (the package takes ~50 ms to unpack). */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** Whether the password, in any letter case, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
