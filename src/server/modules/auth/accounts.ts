/**
 * Creating an account, customer or staff, by the rules of PRODUCT.md: a name
 * that is not taken (in any letter case), does not look like one that is,
 * and, for a customer, does not pass for the shop's staff; an email not
 * taken; a password not among the most common ones. The shape rules (length,
 * characters) were checked by the shared schema before this runs.
 */
import { accountMessages } from '@shared/auth/account-rules';
import type { Db, Tx } from '../../db/client';
import type { User } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../http-error';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { findTakenIdentity, insertUser, listUsernames, lockAccountCreation } from './repository';
import { findLookalike, isReservedUsername } from './username-lookalikes';

export type NewAccount = { username: string; email: string; password: string };
type Role = 'user' | 'admin';

const UNIQUE_VIOLATION = '23505';

/** The Postgres error code, whether the driver's error comes bare or wrapped by Drizzle (as `cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** Why the name or email cannot be had, in the form's order, or null. */
async function identityProblem(
  db: Pick<Db, 'select'>,
  { username, email }: NewAccount,
  role: Role,
): Promise<string | null> {
  const taken = await findTakenIdentity(db, username, email);
  if (taken === 'username') return accountMessages.usernameTaken;
  if (findLookalike(username, await listUsernames(db))) return accountMessages.usernameLookalike;
  if (role === 'user' && isReservedUsername(username)) return accountMessages.usernameReserved;
  if (taken === 'email') return accountMessages.emailTaken;
  return null;
}

type CreateOptions = {
  /** Runs in the storing transaction before the insert (registration spends its challenge there). */
  onCreate?: (tx: Tx) => Promise<void>;
  /** Runs in the storing transaction after it (an invitation records its login, the audit its row). */
  afterCreate?: (tx: Tx, user: User) => Promise<void>;
  staffRole?: 'owner' | 'staff';
};

/**
 * Stores the account and answers it, or throws the 400 or 409 to answer.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  role: Role,
  options: CreateOptions = {},
): Promise<User> {
  const { onCreate, afterCreate, staffRole } = options;
  // Checked first without the lock, so a refused name costs no password hash.
  const problem = await identityProblem(db, account, role);
  if (problem) throw conflict(problem);
  if (await isCommonPassword(account.password)) throw badRequest(accountMessages.passwordCommon);
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (tx) => {
      await lockAccountCreation(tx);
      // Again under the lock: an account made meanwhile counts.
      const raced = await identityProblem(tx, account, role);
      if (raced) throw conflict(raced);
      await onCreate?.(tx);
      const user = await insertUser(tx, {
        username: account.username,
        email: account.email,
        passwordHash,
        role,
        ...(staffRole ? { staffRole } : {}),
      });
      await afterCreate?.(tx, user);
      return user;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = databaseErrorCode(error);
    // A name or email stored without the lock (a seed, a script): the unique index decides.
    if (code === UNIQUE_VIOLATION) throw conflict('Username or email already exists');
    // Not the original: its query parameters, and the row Postgres quotes
    // back, hold the password hash, and the error handler logs what it is given.
    // eslint-disable-next-line preserve-caught-error -- the cause is what must stay out of the log
    throw new Error(`Could not store the new account (database error ${code ?? 'unknown'})`);
  }
}
