/**
 * /api/account: a signed-in customer runs their own account (issue "accounts
 * customers can run themselves"): see it, change the password, choose which
 * emails come, download everything the shop holds, and delete it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  changePasswordSchema,
  deleteAccountSchema,
  preferencesSchema,
  STAFF_ACCOUNT_KEPT,
  WRONG_PASSWORD,
} from '@shared/account/schemas';
import { messageSchema } from '@shared/api';
import { accountMessages } from '@shared/auth/account-rules';
import { users, type User } from '../../db/schema';
import { badRequest, conflict, forbidden, unauthorized } from '../../http-error';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { endOtherSessions, endSession } from '../../plugins/session';
import { photoKey } from '../request-photos/service';
import { findUserById } from '../auth/repository';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/password';
import { toAccount } from './account-answer';
import { deleteAccount, exportAccount } from './repository';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Password checks are slow on purpose and guessable by a thief with a session: limited like sign-in.
  // Writes check the session on request, so a visitor hears 401 before any word on the body.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  /** The signed-in user's row (the session may outlive a deleted account by a request). */
  async function currentUser(request: Parameters<typeof signedInUser>[0]): Promise<User> {
    const user = await findUserById(app.database.db, signedInUser(request).id);
    if (!user) throw unauthorized();
    return user;
  }

  async function checkPassword(user: User, password: string) {
    if (!(await verifyPassword(user.password, password))) throw forbidden(WRONG_PASSWORD);
  }

  app.get(
    '/account',
    {
      preHandler: requireUser,
      schema: { tags: ['account'], response: { 200: accountSchema, 401: messageSchema } },
    },
    async (request) => toAccount(await currentUser(request)),
  );

  app.post(
    '/account/password',
    {
      onRequest: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['account'],
        body: changePasswordSchema,
        response: {
          200: messageSchema,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      await checkPassword(user, request.body.currentPassword);
      if (await isCommonPassword(request.body.newPassword)) {
        throw badRequest(accountMessages.passwordCommon);
      }
      const password = await hashPassword(request.body.newPassword);
      await app.database.db.transaction(async (tx) => {
        await tx.update(users).set({ password }).where(eq(users.id, user.id));
        await endOtherSessions(tx, user.id, request);
      });
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  );

  app.put(
    '/account/preferences',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        body: preferencesSchema,
        response: { 200: accountSchema, 401: messageSchema },
      },
    },
    async (request) => {
      const [user] = await app.database.db
        .update(users)
        .set(request.body)
        .where(eq(users.id, signedInUser(request).id))
        .returning();
      if (!user) throw unauthorized();
      return toAccount(user);
    },
  );

  app.get(
    '/account/export',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        response: { 200: z.record(z.string(), z.unknown()), 401: messageSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const data = await exportAccount(app.database.db, user);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .send(data);
    },
  );

  app.delete(
    '/account',
    {
      onRequest: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['account'],
        body: deleteAccountSchema,
        response: {
          200: messageSchema,
          401: messageSchema,
          403: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (user.role === 'admin') throw forbidden(STAFF_ACCOUNT_KEPT);
      await checkPassword(user, request.body.password);
      const removed = await deleteAccount(app.database.db, user);
      if (!removed.deleted) throw removed.open ? conflict(removed.open) : unauthorized();
      // The files once the rows are gone: a failure leaves an orphan file, never a broken row.
      await Promise.all(
        removed.requestPhotoIds.map((id) =>
          app.images.storage.delete(photoKey(id)).catch(() => undefined),
        ),
      );
      await endSession(app, request, reply);
      return { message: 'Your account has been deleted.' };
    },
  );
};
