/** Fuzz targets of /api/account: password, email preferences, deletion. */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { hashPassword, verifyPassword } from '../../../src/server/modules/auth/password';
import type { FuzzModule } from '../../helpers/fuzz/runner';
import { signedInUser } from '../../helpers/users';

// The suite's users sign in with this one (tests/helpers/users.ts).
const SUITE_PASSWORD = 'correct horse battery';
const passwordArbitrary = fc.oneof(
  fc.constant(SUITE_PASSWORD),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
);

export const accountFuzz: FuzzModule = {
  name: 'account',
  targets: [
    {
      route: 'PUT /api/account/preferences',
      readBack: async ({ role, input }, suite) => {
        const sent = input as { remindersByEmail: boolean; updatesByEmail: boolean };
        const user = suite.users[role as 'customer' | 'admin'];
        const [row] = await suite.database.db.select().from(users).where(eq(users.id, user.id));
        expect(row).toMatchObject(sent);
      },
    },
    {
      route: 'POST /api/account/password',
      requests: () => ({
        fields: {
          currentPassword: passwordArbitrary,
          newPassword: fc.string({ unit: 'grapheme', minLength: 8, maxLength: 60 }),
        },
      }),
      readBack: async ({ role, input }, suite) => {
        const sent = input as { newPassword: string };
        const user = suite.users[role as 'customer' | 'admin'];
        const [row] = await suite.database.db.select().from(users).where(eq(users.id, user.id));
        expect(await verifyPassword(row!.password, sent.newPassword)).toBe(true);
        // Back to the suite's password, so the next cases can know it.
        await suite.database.db
          .update(users)
          .set({ password: await hashPassword(SUITE_PASSWORD) })
          .where(eq(users.id, user.id));
      },
    },
    {
      route: 'DELETE /api/account',
      requests: () => ({ fields: { password: passwordArbitrary } }),
      readBack: async ({ role }, suite) => {
        expect(role).toBe('customer');
        const gone = suite.users.customer;
        expect(await suite.database.db.select().from(users).where(eq(users.id, gone.id))).toEqual(
          [],
        );
        // A new customer for the cases that follow.
        suite.users.customer = await signedInUser(suite.app);
      },
    },
  ],
};
