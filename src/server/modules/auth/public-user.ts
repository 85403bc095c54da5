import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PublicUser } from '@shared/auth/schemas';
import type { Db } from '../../db/client';
import { cashAdvances, repairs, type User } from '../../db/schema';
import { staffRoleOf, type SessionUser } from '../../plugins/session';
import { firstNameOf } from '../email/first-name';

/** A user as the API and the server-drawn pages show them (never the password hash). */
export function toPublicUser(
  user: User | SessionUser,
  firstName: string | null = null,
): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role === 'admin' ? 'admin' : 'user',
    staffRole: staffRoleOf(user.role, user.staffRole),
    createdAt: user.createdAt.toISOString(),
    firstName,
  };
}

/**
 * The first name a signed-in person last gave on their own cash advance
 * request or repair booking (issue 31: pages greet people by name, not by
 * username). Accounts hold no name of their own; null when none is known.
 */
export async function firstNameOfAccount(
  db: Pick<Db, 'select'>,
  userId: string,
): Promise<string | null> {
  const [advance] = await db
    .select({ name: cashAdvances.customerName, at: cashAdvances.createdAt })
    .from(cashAdvances)
    .where(and(eq(cashAdvances.userId, userId), isNotNull(cashAdvances.customerName)))
    .orderBy(desc(cashAdvances.createdAt))
    .limit(1);
  const [repair] = await db
    .select({ name: repairs.customerName, at: repairs.createdAt })
    .from(repairs)
    .where(and(eq(repairs.userId, userId), isNotNull(repairs.customerName)))
    .orderBy(desc(repairs.createdAt))
    .limit(1);
  const latest = [advance, repair]
    .filter((row) => row !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  return firstNameOf(latest?.name);
}

/** The public user with the first name to greet them by. */
export async function toGreetedUser(
  db: Pick<Db, 'select'>,
  user: User | SessionUser,
): Promise<PublicUser> {
  return toPublicUser(user, await firstNameOfAccount(db, user.id));
}
