/**
 * Staff sign-ins in the audit trail (decision 025): each sign-in, failed
 * sign-in and refused (disabled) login of a staff account, and of a name that
 * is no account at all (someone guessing). A customer's own sign-ins are not
 * staff events and are not recorded.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { auditAs } from '../audit/record';
import type { AuditActor } from '../audit/context';

export const actorOf = (request: FastifyRequest, user: Pick<User, 'id' | 'username'>): AuditActor => ({
  actorId: user.id,
  actorName: user.username,
  ip: request.ip,
  staff: true,
});

export async function auditSignIn(
  db: Db,
  request: FastifyRequest,
  user: User | undefined,
  attemptedName: string,
  action: 'auth.sign_in_failed' | 'auth.sign_in_refused',
) {
  if (user && user.role !== 'admin') return;
  const actor = user
    ? actorOf(request, user)
    : { actorId: null, actorName: attemptedName.slice(0, 50), ip: request.ip, staff: true };
  await auditAs(db, actor, { action, entity: 'user', entityId: user?.id ?? null });
}

/** The last sign-in shown on the staff page, and its audit row, together. */
export async function recordSignIn(db: Db, request: FastifyRequest, user: User) {
  if (user.role !== 'admin') return;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
    await auditAs(tx, actorOf(request, user), {
      action: 'auth.signed_in',
      entity: 'user',
      entityId: user.id,
    });
  });
}
