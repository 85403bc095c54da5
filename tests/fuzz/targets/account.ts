/** Fuzz targets of /api/account (password, email preferences, deletion) and the account's emailed links. */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { hashPassword, verifyPassword } from '../../../src/server/modules/auth/password';
import { PASSWORD_RESET_SENT } from '../../../src/shared/account/schemas';
import {
  passwordFingerprint,
  signAccountLink,
} from '../../../src/server/modules/account/account-links';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { replaceInPayload } from '../../helpers/fuzz/requests';
import { emailArbitrary, padded } from '../../helpers/fuzz/values';
import { signedInUser } from '../../helpers/users';
import { answerChallenge, challengeFieldArbitraries } from './challenges';

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

/** Placeholders a case's body may hold, filled with a fresh, valid link just before sending. */
const FRESH_RESET = 'FRESH-RESET-LINK';
const FRESH_CONFIRM = 'FRESH-CONFIRM-LINK';

async function fixtureUser(suite: FuzzSuite) {
  const [row] = await suite.database.db
    .select()
    .from(users)
    .where(eq(users.id, suite.users.customer.id));
  return row!;
}

export const accountEmailFuzz: FuzzModule = {
  name: 'account emails',
  targets: [
    {
      route: 'POST /api/auth/password-reset',
      requests: (suite) => ({
        fields: {
          email: fc.oneof(fc.constant(suite.users.customer.email), padded(emailArbitrary)),
          ...challengeFieldArbitraries,
        },
      }),
      prepare: answerChallenge,
      readBack: ({ body }) => {
        expect(body).toEqual({ message: PASSWORD_RESET_SENT });
      },
    },
    {
      route: 'POST /api/auth/password-reset/confirm',
      requests: () => ({
        fields: {
          token: fc.oneof(fc.constant(FRESH_RESET), fc.string({ maxLength: 300 })),
          password: fc.string({ unit: 'grapheme', minLength: 8, maxLength: 60 }),
        },
      }),
      prepare: async (request, suite) => {
        const user = await fixtureUser(suite);
        const token = signAccountLink(
          suite.app.config.sessionSecret,
          {
            purpose: 'password-reset',
            userId: user.id,
            password: passwordFingerprint(user.password),
            email: user.email,
          },
          3_600_000,
        );
        return replaceInPayload(request, FRESH_RESET, token);
      },
      readBack: async ({ input }, suite) => {
        const sent = input as { password: string };
        const user = await fixtureUser(suite);
        expect(await verifyPassword(user.password, sent.password)).toBe(true);
        // Back to the suite's password, and signed in again (a reset ends every session).
        await suite.database.db
          .update(users)
          .set({ password: await hashPassword(SUITE_PASSWORD) })
          .where(eq(users.id, user.id));
        await suite.refreshSession('customer');
      },
    },
    {
      route: 'POST /api/auth/confirm-email',
      requests: () => ({
        fields: { token: fc.oneof(fc.constant(FRESH_CONFIRM), fc.string({ maxLength: 300 })) },
      }),
      prepare: async (request, suite) => {
        const user = await fixtureUser(suite);
        const token = signAccountLink(
          suite.app.config.sessionSecret,
          { purpose: 'confirm-email', userId: user.id, email: user.email },
          3_600_000,
        );
        return replaceInPayload(request, FRESH_CONFIRM, token);
      },
      readBack: async (_exchange, suite) => {
        expect((await fixtureUser(suite)).emailConfirmedAt).toBeInstanceOf(Date);
      },
    },
    {
      route: 'PUT /api/account/email',
      requests: () => ({
        fields: { email: padded(emailArbitrary), password: passwordArbitrary },
      }),
      readBack: async ({ role, body }, suite) => {
        const answered = body as { email: string; emailConfirmed: boolean };
        const user = suite.users[role as 'customer' | 'admin'];
        const [row] = await suite.database.db.select().from(users).where(eq(users.id, user.id));
        expect(row!.email).toBe(answered.email);
      },
    },
  ],
};
