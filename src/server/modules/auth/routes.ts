/** /api/auth: registration, sign-in, sign-out, the current user, admin signup. */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
// The account schemas are zod/mini's (decision 012): extended with its function.
import { safeExtend } from 'zod/mini';
import {
  adminSignupSchema,
  loginSchema,
  publicUserSchema,
  registerSchema,
} from '@shared/auth/schemas';
import { SIGNED_OUT_NULL } from '@shared/auth/current-user';
import { messageSchema } from '@shared/api';
import { challengeFields } from '@shared/challenges';
import { toGreetedUser, toPublicUser } from './public-user';
import { forbidden, unauthorized } from '../../http-error';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { endSession, startSession } from '../../plugins/session';
import { sendConfirmation } from '../account/email-routes';
import { hashPassword, verifyPassword } from './password';
import { createAccount } from './accounts';
import { answeredChallenge, spendChallenge } from '../challenges/claim';
import { findUserByUsername } from './repository';
import { LOGIN_DISABLED_MESSAGE, OWNER_EXISTS_MESSAGE } from '@shared/staff/schemas';
import { auditAs } from '../audit/record';
import { actorOf, auditSignIn, recordSignIn } from './sign-in-audit';
import { shopHasOwner } from '../staff/repository';
import type { Db } from '../../db/client';

export const INVALID_LOGIN = 'Invalid username or password';

const prefersSignedOutNull = (prefer: string | string[] | undefined) =>
  [prefer ?? '']
    .flat()
    .flatMap((value) => value.split(','))
    .some((preference) => preference.trim().toLowerCase() === SIGNED_OUT_NULL);

/** GET /api/auth/user's first step: null for a signed-out visitor who asked for it. */
async function answerSignedOutWithNull(request: FastifyRequest, reply: FastifyReply) {
  if (request.user || !prefersSignedOutNull(request.headers.prefer)) return;
  return reply.header('Preference-Applied', SIGNED_OUT_NULL).header('Vary', 'Prefer').send(null);
}

// Verifying against a real hash when the username is unknown keeps both
// failures equally slow, so timing does not reveal which usernames exist.
const dummyHash = hashPassword('not-a-real-password');

/**
 * The admin key makes a shop's first owner and no other login: once an owner
 * exists, further owners and staff come by the owner's invitations, which the
 * owner sees, can revoke and are audited as theirs.
 */
async function refuseOnceShopHasOwner(db: Pick<Db, 'select'>): Promise<void> {
  if (await shopHasOwner(db)) throw forbidden(OWNER_EXISTS_MESSAGE);
}

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, as timingSafeEqual requires.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = {
    max: app.config.authRateLimit,
    timeWindow: '1 minute',
  };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        // With a solved challenge (docs/decisions/018-proof-of-work-challenges.md).
        body: safeExtend(registerSchema, challengeFields),
        response: { 201: publicUserSchema, 400: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const challenge = await answeredChallenge(app.config.sessionSecret, request.body);
      // Spent with the account: a name that is taken keeps the solution good.
      const user = await createAccount(app.database.db, request.body, 'user', {
        onCreate: (tx) => spendChallenge(tx, challenge),
      });
      // The address is confirmed by a link before the shop sends it anything else (PRODUCT.md).
      await app.database.db.transaction((tx) => sendConfirmation(app, tx, user));
      // The new customer is signed in at once (PRODUCT.md), with a new session like a sign-in.
      await startSession(app, request, reply, user.id);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: publicUserSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByUsername(app.database.db, username);
      const valid = await verifyPassword(user?.password ?? (await dummyHash), password);
      if (!user || !valid) {
        await auditSignIn(app.database.db, request, user, username, 'auth.sign_in_failed');
        throw unauthorized(INVALID_LOGIN);
      }
      if (user.disabledAt) {
        await auditSignIn(app.database.db, request, user, username, 'auth.sign_in_refused');
        throw forbidden(LOGIN_DISABLED_MESSAGE);
      }
      await startSession(app, request, reply, user.id);
      await recordSignIn(app.database.db, request, user);
      return toGreetedUser(app.database.db, user);
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request, reply) => {
      await endSession(app, request, reply);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/user',
    {
      // The web app polls this: asking for null spares every signed-out visitor's
      // console a failed request (RFC 7240 preference); other callers still hear 401.
      preHandler: [answerSignedOutWithNull, requireUser],
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in user; 401 when signed out, or 200 null when the request sends "Prefer: signed-out=null"',
        headers: z.object({ prefer: z.string().optional() }),
        response: { 200: z.nullable(publicUserSchema), 401: messageSchema },
      },
    },
    async (request) => toGreetedUser(app.database.db, signedInUser(request)),
  );

  app.post(
    '/create-admin',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        description:
          'Only while the shop has no owner login (enabled or disabled): afterwards it answers 403 ' +
          `"${OWNER_EXISTS_MESSAGE}", and every further login comes from an owner's invitation ` +
          '(POST /api/admin/staff). Two sign-ups at the same moment on a shop without one, on any ' +
          'instance, make one owner: the other is refused the same way.',
        body: adminSignupSchema,
        response: {
          201: publicUserSchema,
          400: messageSchema,
          403: messageSchema,
          409: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const expectedKey = app.config.adminKey;
      if (!expectedKey) throw forbidden('Admin signup is disabled');
      if (!sameSecret(request.body.adminKey, expectedKey)) throw forbidden('Invalid admin key');
      // Checked first without the lock, so a shop that has its owner costs no password hash.
      await refuseOnceShopHasOwner(app.database.db);
      const user = await createAccount(app.database.db, request.body, 'admin', {
        staffRole: 'owner',
        // Again under the account-creation lock, which every instance takes on the one
        // database: of two sign-ups at once on a shop without an owner, the second sees the first's.
        onCreate: refuseOnceShopHasOwner,
        afterCreate: (tx, created) =>
          auditAs(tx, actorOf(request, created), {
            action: 'staff.created',
            entity: 'user',
            entityId: created.id,
            changes: { staffRole: { old: null, new: 'owner' } },
          }),
      });
      return reply.code(201).send(toPublicUser(user));
    },
  );
};
