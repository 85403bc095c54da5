/**
 * Staff accounts (issue 29): an owner invites by email, the invited person
 * creates their login from the link (once, within 72 hours), an owner changes
 * roles and disables logins (their sessions end at once), and the shop always
 * keeps an active owner.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITE_INVALID_MESSAGE,
  LAST_OWNER_MESSAGE,
  LOGIN_DISABLED_MESSAGE,
  OWNER_EXISTS_MESSAGE,
  OWNER_ONLY_MESSAGE,
  STAFF_NOT_FOUND,
} from '@shared/staff/schemas';
import { auditLog, outboxMessages, staffInvites, users } from '../src/server/db/schema';
import { EMAIL_HAS_ACCOUNT } from '../src/server/modules/staff/routes';
import { hashInviteToken } from '../src/server/modules/staff/repository';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn, signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let customer: TestUser;
const ADMIN_KEY = 'staff-test-admin-key-2026';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: 10_000, adminKey: ADMIN_KEY } });
  owner = await signedInUser(t.app, 'admin');
  staff = await signedInUser(t.app, 'staff');
  customer = await signedInUser(t.app);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const invite = (email: string, role = 'staff', cookie = owner.cookie) =>
  inject('POST', '/api/admin/staff', cookie, { email, role });

/** The token of the link in the invitation the outbox holds for the address. */
async function invitationToken(email: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, 'staff-invite')))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const token = /\/staff-invite\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link for ${email}`);
  return token;
}

const accept = (token: string, username: string, password = 'a long staff password') =>
  inject('POST', '/api/auth/staff-invite', undefined, { token, username, password });

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  `sid=${res.cookies.find((c) => c.name === 'sid')?.value}`;

describe('inviting a member of staff', () => {
  it('emails a single-use link through the outbox and keeps only its hash', async () => {
    const res = await invite('new.staff@example.com');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ id: string; expiresAt: string; staffRole: string }>();
    expect(answer.staffRole).toBe('staff');
    const hours = (Date.parse(answer.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const token = await invitationToken('new.staff@example.com');
    const [row] = await t.database.db
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.id, answer.id));
    expect(row).toMatchObject({
      tokenHash: hashInviteToken(token),
      usedAt: null,
      invitedBy: owner.id,
    });
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await inject('GET', '/api/admin/staff', owner.cookie);
    expect(list.json<{ invites: { email: string }[] }>().invites).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'new.staff@example.com' })]),
    );
  });

  it('checks what is sent', async () => {
    for (const [body, message] of [
      [{ email: 'not-an-address', role: 'staff' }, 'Valid email is required'],
      [{ email: 'x@example.com', role: 'manager' }, 'Role must be owner or staff'],
      [{ role: 'staff' }, 'Valid email is required'],
    ] as const) {
      const res = await inject('POST', '/api/admin/staff', owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const extra = await inject('POST', '/api/admin/staff', owner.cookie, {
      email: 'x@example.com',
      role: 'staff',
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    const taken = await invite(customer.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: EMAIL_HAS_ACCOUNT });
  });

  it('is refused to staff (403), customers (403) and the signed out (401)', async () => {
    const asStaff = await invite('a@example.com', 'staff', staff.cookie);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toEqual({ message: OWNER_ONLY_MESSAGE });
    expect((await invite('a@example.com', 'staff', customer.cookie)).statusCode).toBe(403);
    expect(
      (
        await inject('POST', '/api/admin/staff', undefined, {
          email: 'a@example.com',
          role: 'staff',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(staffInvites)
        .where(eq(staffInvites.email, 'a@example.com')),
    ).toEqual([]);
  });
});

describe('signing up from the invitation', () => {
  it('creates the login with the invited role and address, signs it in, and works once', async () => {
    await invite('joiner@example.com');
    const token = await invitationToken('joiner@example.com');
    const res = await accept(token, 'joiner_one');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'joiner_one',
      email: 'joiner@example.com',
      role: 'admin',
      staffRole: 'staff',
    });
    const me = await inject('GET', '/api/auth/user', sessionCookie(res));
    expect(me.json()).toMatchObject({ username: 'joiner_one', role: 'admin', staffRole: 'staff' });
    // Staff cannot open what is the owner's.
    expect((await inject('GET', '/api/admin/staff', sessionCookie(res))).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/dashboard', sessionCookie(res))).statusCode).toBe(200);

    const again = await accept(token, 'joiner_two');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVITE_INVALID_MESSAGE });
    const [stored] = await t.database.db
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.email, 'joiner@example.com'));
    expect(stored?.usedAt).not.toBeNull();
    expect(stored?.userId).toBe(res.json<{ id: string }>().id);
  });

  it('keeps the link good after a refused username, and refuses an expired or made-up one', async () => {
    await invite('second.try@example.com', 'owner');
    const token = await invitationToken('second.try@example.com');
    const taken = await accept(token, owner.username);
    expect(taken.statusCode).toBe(409);
    const short = await accept(token, 'ok_name', 'short');
    expect(short.statusCode).toBe(400);
    const good = await accept(token, 'second_try');
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json<{ staffRole: string }>().staffRole).toBe('owner');

    expect((await accept('made-up-token', 'someone_new')).json()).toEqual({
      message: INVITE_INVALID_MESSAGE,
    });
    await invite('late@example.com');
    const late = await invitationToken('late@example.com');
    await t.database.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.email, 'late@example.com'));
    const expired = await accept(late, 'late_joiner');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: INVITE_INVALID_MESSAGE });
    const missing = await inject('POST', '/api/auth/staff-invite', undefined, {
      username: 'x_y_z',
      password: 'long enough pass',
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('managing staff', () => {
  it('lists staff with their role and last sign-in, never customers', async () => {
    const res = await inject('GET', '/api/admin/staff', owner.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json<{
      staff: { id: string; staffRole: string; lastSignInAt: string | null }[];
    }>();
    const mine = list.staff.find((s) => s.id === owner.id);
    expect(mine?.staffRole).toBe('owner');
    expect(mine?.lastSignInAt).not.toBeNull();
    expect(list.staff.find((s) => s.id === staff.id)?.staffRole).toBe('staff');
    expect(list.staff.some((s) => s.id === customer.id)).toBe(false);
  });

  it('changes a role: the change is stored and audited', async () => {
    const member = await signedInUser(t.app, 'staff');
    const res = await inject('PATCH', `/api/admin/staff/${member.id}`, owner.cookie, {
      role: 'owner',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ staffRole: 'owner', disabled: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.staffRole).toBe('owner');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'staff.role_changed')));
    expect(entry).toMatchObject({
      actorId: owner.id,
      entity: 'user',
      changes: { staffRole: { old: 'staff', new: 'owner' } },
    });
  });

  it('disables a login: its sessions end at once and it cannot sign in', async () => {
    const member = await signedInUser(t.app, 'staff');
    expect((await inject('GET', '/api/admin/dashboard', member.cookie)).statusCode).toBe(200);
    const res = await inject('PATCH', `/api/admin/staff/${member.id}`, owner.cookie, {
      disabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true });
    expect((await inject('GET', '/api/admin/dashboard', member.cookie)).statusCode).toBe(401);
    const login = await inject('POST', '/api/auth/login', undefined, {
      username: member.username,
      password: member.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: LOGIN_DISABLED_MESSAGE });
    // A wrong password still says only that the login is wrong.
    const wrong = await inject('POST', '/api/auth/login', undefined, {
      username: member.username,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);

    const enabled = await inject('PATCH', `/api/admin/staff/${member.id}`, owner.cookie, {
      disabled: false,
    });
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect(await signIn(t.app, member.username, member.password)).toMatch(/^sid=/);
  });

  it('never leaves the shop without an active owner (409)', async () => {
    const solo = await createTestApp({ config: { authRateLimit: 10_000 } });
    try {
      const only = await signedInUser(solo.app, 'admin');
      for (const body of [{ role: 'staff' }, { disabled: true }]) {
        const res = await solo.app.inject({
          method: 'PATCH',
          url: `/api/admin/staff/${only.id}`,
          headers: { cookie: only.cookie },
          payload: body,
        });
        expect(res.statusCode, JSON.stringify(body)).toBe(409);
        expect(res.json()).toEqual({ message: LAST_OWNER_MESSAGE });
      }
      const second = await signedInUser(solo.app, 'admin');
      const demoted = await solo.app.inject({
        method: 'PATCH',
        url: `/api/admin/staff/${only.id}`,
        headers: { cookie: second.cookie },
        payload: { role: 'staff' },
      });
      expect(demoted.statusCode).toBe(200);
      const [row] = await solo.database.db.select().from(users).where(eq(users.id, only.id));
      expect(row?.staffRole).toBe('staff');
    } finally {
      await solo.close();
    }
  });

  it('answers 404 for an unknown id or a customer, 400 for an empty change', async () => {
    for (const id of [UNKNOWN_ID, customer.id, 'not-a-uuid']) {
      const res = await inject('PATCH', `/api/admin/staff/${id}`, owner.cookie, { disabled: true });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: STAFF_NOT_FOUND });
    }
    const empty = await inject('PATCH', `/api/admin/staff/${staff.id}`, owner.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Give a role or disabled' });
    const wrong = await inject('PATCH', `/api/admin/staff/${staff.id}`, owner.cookie, {
      disabled: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    const asStaff = await inject('PATCH', `/api/admin/staff/${staff.id}`, staff.cookie, {
      role: 'owner',
    });
    expect(asStaff.statusCode).toBe(403);
  });
});

describe('the admin key sign-up', () => {
  const signUp = (app: TestApp['app']) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/create-admin',
      payload: {
        username: 'first_owner',
        email: 'first.owner@example.com',
        password: 'a long owner password',
        adminKey: ADMIN_KEY,
      },
    });

  it("creates a shop's first owner", async () => {
    const empty = await createTestApp({ config: { adminKey: ADMIN_KEY } });
    try {
      const res = await signUp(empty.app);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ role: 'admin', staffRole: 'owner' });
      const [row] = await empty.database.db
        .select()
        .from(users)
        .where(eq(users.username, 'first_owner'));
      expect(row?.staffRole).toBe('owner');
    } finally {
      await empty.close();
    }
  });

  it('makes no owner beside the invitations once the shop has one (403)', async () => {
    const res = await signUp(t.app);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: OWNER_EXISTS_MESSAGE });
    expect(
      await t.database.db.select().from(users).where(eq(users.username, 'first_owner')),
    ).toEqual([]);
    // An owner invited by the owner still joins.
    await invite('invited.owner@example.com', 'owner');
    const joined = await accept(
      await invitationToken('invited.owner@example.com'),
      'invited_owner',
    );
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ staffRole: 'owner' });
  });
});
