/**
 * Managing staff (issue 29): an owner invites by email, changes a role,
 * disables a login (its sessions end at once). The routes under /api/admin/staff
 * are owner-only by the list in plugins/owner-only-routes.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/api';
import { isUuid } from '@shared/ids';
import {
  inviteAnswerSchema,
  inviteStaffSchema,
  LAST_OWNER_MESSAGE,
  STAFF_NOT_FOUND,
  staffIdParams,
  staffListSchema,
  staffMemberSchema,
  updateStaffSchema,
} from '@shared/staff/schemas';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../http-error';
import { signedInAdmin } from '../../plugins/auth-guards';
import { endOtherSessions } from '../../plugins/session';
import { audit, changedFields } from '../audit/record';
import {
  createInvite,
  findStaffForUpdate,
  listStaff,
  lockStaffChanges,
  otherActiveOwners,
  toStaffMember,
} from './repository';

const tags = ['staff', 'admin'];
export const EMAIL_HAS_ACCOUNT = 'An account already uses this email address.';
const roleLabel = (role: string) => (role === 'owner' ? 'an owner' : 'a member of staff');

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/staff',
    {
      schema: {
        tags,
        summary: 'Staff logins (owners and staff) with their last sign-in, and invitations still open',
        response: { 200: staffListSchema },
      },
    },
    async () => listStaff(db()),
  );

  app.post(
    '/admin/staff',
    {
      schema: {
        tags,
        summary: `Invites a member of staff: a single-use link to /staff-invite?token=… by email (through the outbox), valid 72 hours`,
        body: inviteStaffSchema,
        response: { 201: inviteAnswerSchema, 400: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const owner = signedInAdmin(request);
      const { email, role } = request.body;
      const invite = await db().transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
          .limit(1);
        if (taken) throw conflict(EMAIL_HAS_ACCOUNT);
        const created = await createInvite(tx, { email, staffRole: role, invitedBy: owner.id });
        await app.notices.staffInvite(tx, email, created.invite.id, {
          inviteUrl: `${app.config.publicUrl}/staff-invite?token=${created.token}`,
          roleLabel: roleLabel(role),
          invitedBy: owner.username,
        });
        await audit(tx, {
          action: 'staff.invited',
          entity: 'staff_invite',
          entityId: created.invite.id,
          changes: { email: { old: null, new: email }, staffRole: { old: null, new: role } },
        });
        return created.invite;
      });
      return reply.code(201).send({
        id: invite.id,
        email: invite.email,
        staffRole: role,
        expiresAt: invite.expiresAt.toISOString(),
      });
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      schema: {
        tags,
        summary:
          'Changes a login’s role and/or disables it (its sessions end at once) or enables it again; the last active owner cannot be demoted or disabled (409)',
        params: staffIdParams,
        body: updateStaffSchema,
        response: { 200: staffMemberSchema, 400: messageSchema, 404: messageSchema, 409: messageSchema },
      },
    },
    async (request) => {
      const owner = signedInAdmin(request);
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(STAFF_NOT_FOUND);
      const { role, disabled } = request.body;
      const updated = await db().transaction(async (tx) => {
        await lockStaffChanges(tx);
        const member = await findStaffForUpdate(tx, id);
        if (!member) throw notFound(STAFF_NOT_FOUND);
        const before = toStaffMember(member);
        const after = {
          staffRole: role ?? before.staffRole,
          disabled: disabled ?? before.disabled,
        };
        const stopsBeingActiveOwner =
          before.staffRole === 'owner' &&
          !before.disabled &&
          (after.staffRole !== 'owner' || after.disabled);
        if (stopsBeingActiveOwner && (await otherActiveOwners(tx, id)) === 0) {
          throw conflict(LAST_OWNER_MESSAGE);
        }
        const [row] = await tx
          .update(users)
          .set({
            staffRole: after.staffRole,
            disabledAt: after.disabled ? (member.disabledAt ?? new Date()) : null,
          })
          .where(eq(users.id, id))
          .returning();
        // A disabled login, or one whose powers changed, is signed out everywhere at once.
        // (An owner changing their own role keeps the session they are using.)
        if (after.disabled || after.staffRole !== before.staffRole) {
          await endOtherSessions(tx, id, id === owner.id ? request : undefined);
        }
        const changes = changedFields(
          { staffRole: before.staffRole, disabled: before.disabled },
          after,
        );
        if (changes) {
          const action = changes.staffRole
            ? 'staff.role_changed'
            : after.disabled
              ? 'staff.disabled'
              : 'staff.enabled';
          await audit(tx, { action, entity: 'user', entityId: id, changes });
        }
        return row!;
      });
      return toStaffMember(updated);
    },
  );
};
