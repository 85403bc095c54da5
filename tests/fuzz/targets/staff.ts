/** Fuzz targets of staff logins, their invitations and the audit trail (issue 29). */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { staffInvites, users } from '../../../src/server/db/schema';
import { verifyPassword } from '../../../src/server/modules/auth/password';
import { createInvite } from '../../../src/server/modules/staff/repository';
import type { FuzzModule } from '../../helpers/fuzz/runner';
import { emailArbitrary, padded, textArbitrary, ymdArbitrary } from '../../helpers/fuzz/values';
import { signedInUser } from '../../helpers/users';
import { expectPage } from './read-back';

const usernameArbitrary = padded(
  fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/), textArbitrary(3, 50)),
).filter((name) => name.trim().length >= 3 && name.trim().length <= 50);

export const staffFuzz: FuzzModule = {
  name: 'staff',
  setup: async (suite) => {
    const member = await signedInUser(suite.app, 'staff');
    // Invitations whose tokens the sign-up cases may spend (each works once).
    const tokens: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const { token } = await suite.database.db.transaction((tx) =>
        createInvite(tx, {
          email: `fuzz.invite${i}@example.com`,
          staffRole: 'staff',
          invitedBy: suite.users.admin.id,
        }),
      );
      tokens.push(token);
    }
    return { memberId: member.id, tokens };
  },
  targets: [
    {
      route: 'GET /api/admin/staff',
      adminOnly: true,
      readBack: ({ body }) => {
        const list = body as { staff: { staffRole: string }[] };
        expect(list.staff.length).toBeGreaterThan(1);
      },
    },
    {
      route: 'POST /api/admin/staff',
      adminOnly: true,
      requests: () => ({
        fields: { email: padded(emailArbitrary), role: fc.constantFrom('owner', 'staff') },
      }),
      readBack: async ({ body, input }, suite) => {
        const sent = input as { email: string; role: string };
        const answered = body as { id: string };
        const [row] = await suite.database.db
          .select()
          .from(staffInvites)
          .where(eq(staffInvites.id, answered.id));
        expect(row).toMatchObject({ email: sent.email, staffRole: sent.role, usedAt: null });
      },
    },
    {
      route: 'PATCH /api/admin/staff/:id',
      adminOnly: true,
      requests: (suite) => ({
        params: fc.constant({ id: suite.fixtures.memberId as string }),
        fields: { role: fc.constantFrom('owner', 'staff'), disabled: fc.boolean() },
      }),
      readBack: async ({ body, input }, suite) => {
        const sent = input as { role?: string; disabled?: boolean };
        const answered = body as { id: string; staffRole: string; disabled: boolean };
        const [row] = await suite.database.db.select().from(users).where(eq(users.id, answered.id));
        if (sent.role) expect(row?.staffRole).toBe(sent.role);
        if (sent.disabled !== undefined) expect(row?.disabledAt !== null).toBe(sent.disabled);
      },
    },
    {
      route: 'POST /api/auth/staff-invite',
      requests: (suite) => ({
        fields: {
          token: fc.oneof(
            fc.constantFrom(...(suite.fixtures.tokens as string[])),
            textArbitrary(1, 200),
          ),
          username: usernameArbitrary,
          password: fc.string({ unit: 'grapheme', minLength: 8, maxLength: 60 }),
        },
      }),
      readBack: async ({ body, input, role }, suite) => {
        const sent = input as { username: string; password: string };
        const answered = body as { id: string; staffRole: string };
        expect(answered.staffRole).toBe('staff');
        const [row] = await suite.database.db
          .select()
          .from(users)
          .where(and(eq(users.id, answered.id), eq(users.role, 'admin')));
        expect(row?.username).toBe(sent.username);
        expect(await verifyPassword(row!.password, sent.password)).toBe(true);
        // Signing up signs the new login in, in place of the session it came with.
        await suite.refreshSession(role);
      },
    },
    {
      route: 'GET /api/admin/audit',
      adminOnly: true,
      requests: () => ({
        fields: {
          from: ymdArbitrary,
          to: ymdArbitrary,
          page: fc.integer({ min: 1, max: 3 }),
          pageSize: fc.integer({ min: 1, max: 200 }),
        },
      }),
      readBack: ({ body, query }) => {
        expectPage(body, query as { page: number; pageSize: number });
      },
    },
    {
      route: 'GET /api/admin/audit.csv',
      adminOnly: true,
      requests: () => ({ fields: { from: ymdArbitrary, to: ymdArbitrary } }),
      readBack: ({ response }) => {
        expect(response.headers['content-type']).toMatch(/^text\/csv/);
        expect(response.body.split('\r\n')[0]).toContain('Time,Actor');
      },
    },
  ],
};
