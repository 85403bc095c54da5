/**
 * POST /api/auth/staff-invite (issue 29): the invited person chooses a
 * username and password; the login is created with the invitation's role and
 * signed in. The token is single-use: claiming it and creating the login are
 * one transaction, so a refused name leaves the link good for another try.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUserSchema } from '@shared/auth/schemas';
import { messageSchema } from '@shared/api';
import { acceptInviteSchema, INVITE_INVALID_MESSAGE } from '@shared/staff/schemas';
import { badRequest } from '../../http-error';
import { startSession } from '../../plugins/session';
import { createAccount } from '../auth/accounts';
import { toPublicUser } from '../auth/public-user';
import { actorOf, recordSignIn } from '../auth/sign-in-audit';
import { auditAs } from '../audit/record';
import { claimInvite, findOpenInvite, recordInviteUser } from './repository';

export const staffInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff-invite',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth', 'staff'],
        summary:
          'Creates the invited staff login from the emailed link’s token and signs it in (the token works once, for 72 hours)',
        body: acceptInviteSchema,
        response: { 201: publicUserSchema, 400: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const { token, username, password } = request.body;
      const open = await findOpenInvite(app.database.db, token);
      if (!open) throw badRequest(INVITE_INVALID_MESSAGE);
      const user = await createAccount(
        app.database.db,
        // The address is the one the owner invited: the link proves it.
        { username, password, email: open.email },
        'admin',
        {
          staffRole: open.staffRole === 'owner' ? 'owner' : 'staff',
          // Claimed with the login: a refused name leaves the link good for another try.
          onCreate: async (tx) => {
            if (!(await claimInvite(tx, token))) throw badRequest(INVITE_INVALID_MESSAGE);
          },
          afterCreate: async (tx, created) => {
            await recordInviteUser(tx, open.id, created.id);
            await auditAs(tx, actorOf(request, created), {
              action: 'staff.joined',
              entity: 'user',
              entityId: created.id,
              changes: { staffRole: { old: null, new: created.staffRole } },
            });
          },
        },
      );
      await startSession(app, request, reply, user.id);
      await recordSignIn(app.database.db, request, user);
      return reply.code(201).send(toPublicUser(user));
    },
  );
};
