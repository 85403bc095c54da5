/** /api/auth: registration, sign-in, sign-out, the current user, admin signup. */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSignupSchema,
  loginSchema,
  publicUserSchema,
  registerSchema,
  type PublicUser,
} from '@shared/auth/schemas';
import { messageSchema } from '@shared/api';
import type { User } from '../../db/schema';
import { forbidden, unauthorized } from '../../http-error';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { endSession, startSession, type SessionUser } from '../../plugins/session';
import { sendConfirmation } from '../account/email-routes';
import { hashPassword, verifyPassword } from './password';
import { createAccount } from './accounts';
import { findUserByUsername } from './repository';

export const INVALID_LOGIN = 'Invalid username or password';

function toPublicUser(user: User | SessionUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role === 'admin' ? 'admin' : 'user',
    createdAt: user.createdAt.toISOString(),
  };
}

// Verifying against a real hash when the username is unknown keeps both
// failures equally slow, so timing does not reveal which usernames exist.
const dummyHash = hashPassword('not-a-real-password');

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
        body: registerSchema,
        response: { 201: publicUserSchema, 400: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const user = await createAccount(app.database.db, request.body, 'user');
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
        response: { 200: publicUserSchema, 401: messageSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByUsername(app.database.db, username);
      const valid = await verifyPassword(user?.password ?? (await dummyHash), password);
      if (!user || !valid) throw unauthorized(INVALID_LOGIN);
      await startSession(app, request, reply, user.id);
      return toPublicUser(user);
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
      preHandler: requireUser,
      schema: { tags: ['auth'], response: { 200: publicUserSchema, 401: messageSchema } },
    },
    async (request) => toPublicUser(signedInUser(request)),
  );

  app.post(
    '/create-admin',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
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
      const user = await createAccount(app.database.db, request.body, 'admin');
      return reply.code(201).send(toPublicUser(user));
    },
  );
};
