import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { ADMIN_ONLY_MESSAGE, signedInAdmin, signedInUser } from './auth-guards';
import type { SessionUser } from './session';

const person = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-id`,
  username: role,
  email: `${role}@example.com`,
  role,
  staffRole: role === 'admin' ? 'owner' : null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
});
const requestOf = (user: SessionUser | null) => ({ user }) as FastifyRequest;

/** What a helper threw, as the error handler would answer it. */
function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('signedInUser', () => {
  it('answers the session user, whatever the role', () => {
    const customer = person('user');
    const admin = person('admin');
    expect(signedInUser(requestOf(customer))).toBe(customer);
    expect(signedInUser(requestOf(admin))).toBe(admin);
  });

  it("refuses a signed-out request with the guard's 401, not a crash", () => {
    expect(refusal(() => signedInUser(requestOf(null)))).toEqual({
      status: 401,
      message: 'Please sign in to continue.',
    });
  });
});

describe('signedInAdmin', () => {
  it('answers an admin', () => {
    const admin = person('admin');
    expect(signedInAdmin(requestOf(admin))).toBe(admin);
  });

  it('refuses as the admin guard does: 401 signed out, 403 for a customer', () => {
    expect(refusal(() => signedInAdmin(requestOf(null)))).toEqual({
      status: 401,
      message: 'Please sign in to continue.',
    });
    expect(refusal(() => signedInAdmin(requestOf(person('user'))))).toEqual({
      status: 403,
      message: ADMIN_ONLY_MESSAGE,
    });
  });
});
