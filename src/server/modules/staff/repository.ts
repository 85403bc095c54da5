/** Staff logins and their invitations (issue 29, decision 025). */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  STAFF_INVITE_HOURS,
  type StaffList,
  type StaffMember,
  type StaffRole,
} from '@shared/staff/schemas';
import type { Db, Tx } from '../../db/client';
import { staffInvites, users, type StaffInvite, type User } from '../../db/schema';
import { staffRoleOf } from '../../plugins/session';

export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function toStaffMember(user: User): StaffMember {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    staffRole: staffRoleOf(user.role, user.staffRole) ?? 'staff',
    disabled: user.disabledAt !== null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listStaff(db: Db, now = new Date()): Promise<StaffList> {
  const [staff, invites] = await Promise.all([
    db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)),
    db
      .select()
      .from(staffInvites)
      .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
      .orderBy(asc(staffInvites.createdAt)),
  ]);
  return {
    staff: staff.map(toStaffMember),
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      staffRole: invite.staffRole === 'owner' ? 'owner' : 'staff',
      expiresAt: invite.expiresAt.toISOString(),
    })),
  };
}

/** Stores an invitation and answers it with the token for its link (only its hash is kept). */
export async function createInvite(
  tx: Tx,
  invite: { email: string; staffRole: StaffRole; invitedBy: string },
): Promise<{ invite: StaffInvite; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(staffInvites)
    .values({
      tokenHash: hashInviteToken(token),
      email: invite.email,
      staffRole: invite.staffRole,
      invitedBy: invite.invitedBy,
      expiresAt: new Date(Date.now() + STAFF_INVITE_HOURS * 3_600_000),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { invite: row, token };
}

const openInvite = (token: string, now: Date) =>
  and(
    eq(staffInvites.tokenHash, hashInviteToken(token)),
    isNull(staffInvites.usedAt),
    gt(staffInvites.expiresAt, now),
  );

/** The invitation of this token if it can still be used (read only: claimInvite takes it). */
export async function findOpenInvite(db: Db, token: string): Promise<StaffInvite | undefined> {
  const [row] = await db.select().from(staffInvites).where(openInvite(token, new Date())).limit(1);
  return row;
}

/** Takes the invitation once: the first claim wins, an expired or used one is nothing. */
export async function claimInvite(tx: Tx, token: string): Promise<StaffInvite | undefined> {
  const [row] = await tx
    .update(staffInvites)
    .set({ usedAt: new Date() })
    .where(openInvite(token, new Date()))
    .returning();
  return row;
}

export async function recordInviteUser(tx: Tx, inviteId: string, userId: string) {
  await tx.update(staffInvites).set({ userId }).where(eq(staffInvites.id, inviteId));
}

export async function findStaffForUpdate(tx: Tx, id: string): Promise<User | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin')))
    .for('update')
    .limit(1);
  return row;
}

/** Serialises staff changes, so two owners demoting each other cannot leave the shop with none. */
export async function lockStaffChanges(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff-changes', 0))`);
}

/** An owner's login: a null staff role on an admin is an owner (rows older than the column). */
const ownerLogin = and(
  eq(users.role, 'admin'),
  sql`coalesce(${users.staffRole}, 'owner') = 'owner'`,
);

/** Active owners other than this one. */
export async function otherActiveOwners(tx: Tx, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(ownerLogin, isNull(users.disabledAt), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/**
 * Whether the shop has an owner's login, enabled or disabled: a disabled owner
 * still counts, so the admin key never becomes a way back in past the owners.
 */
export async function shopHasOwner(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(ownerLogin).limit(1);
  return row !== undefined;
}
