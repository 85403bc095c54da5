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
import { conflict, forbidden, unauthorized } from '../../http-error';
import { requireUser, signedInUser } from '../../plugins/auth-guards';
import { endSession, startSession, type SessionUser } from '../../plugins/session';
import { sendConfirmation } from '../account/email-routes';
import { hashPassword, verifyPassword } from './password';
import { findTakenIdentity, findUserByUsername, insertUser } from './repository';

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

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = {
    max: app.config.authRateLimit,
    timeWindow: '1 minute',
  };

  async function createAccount(
    input: { username: string; email: string; password: string },
    role: 'user' | 'admin',
  ) {
    const taken = await findTakenIdentity(app.database.db, input.username, input.email);
    if (taken === 'username') throw conflict('Username already exists');
    if (taken === 'email') throw conflict('Email already exists');
    try {
      return await insertUser(app.database.db, {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role,
      });
    } catch (error) {
      const code = databaseErrorCode(error);
      // Two registrations racing for one name: the unique index decides.
      if (code === UNIQUE_VIOLATION) throw conflict('Username or email already exists');
      // Not the original: its query parameters, and the row Postgres quotes
      // back, hold the password hash, and the error handler logs what it is given.
      // eslint-disable-next-line preserve-caught-error -- the cause is what must stay out of the log
      throw new Error(`Could not store the new account (database error ${code ?? 'unknown'})`);
    }
  }

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        body: registerSchema,
        response: { 201: publicUserSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const user = await createAccount(request.body, 'user');
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
        response: { 201: publicUserSchema, 403: messageSchema, 409: messageSchema },
      },
    },
    async (request, reply) => {
      const expectedKey = app.config.adminKey;
      if (!expectedKey) throw forbidden('Admin signup is disabled');
      if (!sameSecret(request.body.adminKey, expectedKey)) throw forbidden('Invalid admin key');
      const user = await createAccount(request.body, 'admin');
      return reply.code(201).send(toPublicUser(user));
    },
  );
};
