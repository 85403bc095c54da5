/**
 * Database sessions. The cookie holds 256 random bits; the table holds only
 * their SHA-256, so a leaked table opens no session. A new id at every
 * sign-in, the row deleted at sign-out, 30 days of life.
 */
import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@shared/auth/schemas';
import type { StaffRole } from '@shared/staff/schemas';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sid';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  role: Role;
  /** For staff (role 'admin'): owner or staff (decision 025); null for a customer. */
  staffRole: StaffRole | null;
  createdAt: Date;
};

/** A stored staff role as the app knows it: anything but 'staff' on an admin is an owner. */
export function staffRoleOf(role: string, staffRole: string | null): StaffRole | null {
  if (role !== 'admin') return null;
  return staffRole === 'staff' ? 'staff' : 'owner';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per request from the cookie. */
    user: SessionUser | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // request.protocol is https only over TLS or, with TRUST_PROXY, behind an HTTPS proxy.
    secure: request.protocol === 'https',
  };
}

async function loadSessionUser(app: FastifyInstance, token: string): Promise<SessionUser | null> {
  const [row] = await app.database.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      staffRole: users.staffRole,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        // A disabled login's sessions are deleted with it; this covers a race.
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row
    ? {
        ...row,
        role: row.role === 'admin' ? 'admin' : 'user',
        staffRole: staffRoleOf(row.role, row.staffRole),
      }
    : null;
}

/** Starts a new session for the user, replacing the one the request came with. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) {
  const oldToken = request.cookies[SESSION_COOKIE];
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await app.database.db.transaction(async (tx) => {
    if (oldToken) await tx.delete(sessions).where(eq(sessions.id, hashToken(oldToken)));
    // Housekeeping: this user's expired sessions go when they sign in again.
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    await tx.insert(sessions).values({
      id: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
  });
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

/** Deletes the request's session row and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await app.database.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/**
 * Ends every session of the user but the request's own (after a password
 * change: whoever else was signed in with the old password is signed out).
 */
export async function endOtherSessions(
  writer: Pick<Db, 'delete'>,
  userId: string,
  request?: FastifyRequest,
) {
  const token = request?.cookies[SESSION_COOKIE];
  const others = token
    ? and(eq(sessions.userId, userId), ne(sessions.id, hashToken(token)))
    : eq(sessions.userId, userId);
  await writer.delete(sessions).where(others);
}

export const sessionPlugin = fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  // Not async: a request without a session (most of them) must not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    // Only a well-formed token is worth a database round trip.
    if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return done();
    loadSessionUser(app, token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
});
