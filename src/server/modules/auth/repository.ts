/** Users in the database. */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';

export type NewUser = {
  username: string;
  email: string;
  passwordHash: string;
  role: 'user' | 'admin';
  /** For an admin: owner unless told otherwise (the admin-key sign-up makes owners). */
  staffRole?: 'owner' | 'staff';
};

/** Case-insensitive: "Sam" and "sam" are one username, as are e-mail addresses. */
export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

/** Which of username and email is already taken, if any. */
export async function findTakenIdentity(
  db: Pick<Db, 'select'>,
  username: string,
  email: string,
): Promise<'username' | 'email' | null> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = lower(${username})`,
        sql`lower(${users.email}) = lower(${email})`,
        // An account's old address while its change is pending: still its receipts' address.
        sql`lower(${users.confirmedEmail}) = lower(${email})`,
      ),
    )
    .limit(3);
  if (rows.some((row) => row.username.toLowerCase() === username.toLowerCase())) return 'username';
  if (rows.length > 0) return 'email';
  return null;
}

export async function insertUser(db: Pick<Db, 'insert'>, user: NewUser): Promise<User> {
  const [created] = await db
    .insert(users)
    .values({
      username: user.username,
      email: user.email,
      password: user.passwordHash,
      role: user.role,
      staffRole: user.role === 'admin' ? (user.staffRole ?? 'owner') : null,
    })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * Every username, for the look-alike check (a skeleton cannot be asked of the
 * database). A shop's accounts number in the thousands: a few milliseconds.
 */
export async function listUsernames(db: Pick<Db, 'select'>): Promise<string[]> {
  const rows = await db.select({ username: users.username }).from(users);
  return rows.map((row) => row.username);
}

/**
 * Serialises account creation until the transaction ends, so two look-alike
 * names registered at the same moment cannot both pass the check.
 */
export async function lockAccountCreation(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('account-creation', 0))`);
}
