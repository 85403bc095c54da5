/** Fuzz targets of /api/auth: registration, sign-in, admin signup. */
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { verifyPassword } from '../../../src/server/modules/auth/password';
import type { Exchange, FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { SIGNED_OUT_NULL } from '../../../src/shared/auth/current-user';
import { withChallenge } from '../../helpers/challenge';
import { answerChallenge, challengeFieldArbitraries } from './challenges';
import {
  HOSTILE_FRAGMENTS,
  emailArbitrary,
  padded,
  textArbitrary,
} from '../../helpers/fuzz/values';

const ADMIN_KEY = 'fuzz-admin-key-2026';
const KNOWN = { username: 'fuzz_known', password: 'correct horse battery' };

const usernameArbitrary = padded(
  fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{3,30}$/), textArbitrary(3, 50)),
).filter((name) => name.trim().length >= 3 && name.trim().length <= 50);
const passwordArbitrary = fc.string({ unit: 'grapheme', minLength: 6, maxLength: 60 });

/** The account the API answered is the one stored, with the password sent (hashed). */
async function storedAccount({ body, input }: Exchange, suite: FuzzSuite, role: 'user' | 'admin') {
  const sent = input as { username: string; email: string; password: string };
  const answered = body as { id: string; username: string; email: string; role: string };
  expect(answered).toMatchObject({ username: sent.username, email: sent.email, role });
  const [row] = await suite.database.db.select().from(users).where(eq(users.id, answered.id));
  expect(row).toMatchObject({ username: sent.username, email: sent.email, role });
  expect(row!.password).not.toContain(sent.password);
  expect(await verifyPassword(row!.password, sent.password)).toBe(true);
}

export const authFuzz: FuzzModule = {
  name: 'auth',
  config: { adminKey: ADMIN_KEY },
  setup: async (suite) => {
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await withChallenge(suite.app, { ...KNOWN, email: 'fuzz_known@example.com' }),
    });
    expect(res.statusCode).toBe(201);
    return {};
  },
  targets: [
    {
      route: 'POST /api/auth/register',
      requests: () => ({
        fields: {
          username: usernameArbitrary,
          email: padded(emailArbitrary),
          password: passwordArbitrary,
          ...challengeFieldArbitraries,
        },
      }),
      prepare: answerChallenge,
      readBack: async (exchange, suite) => {
        await storedAccount(exchange, suite, 'user');
        // Registering signs the new account in, in place of the session it came with.
        await suite.refreshSession(exchange.role);
      },
    },
    {
      route: 'POST /api/auth/login',
      requests: () => ({
        fields: {
          username: fc.oneof(
            fc.constant(KNOWN.username),
            fc.constant(` ${KNOWN.username.toUpperCase()} `),
            usernameArbitrary,
          ),
          password: fc.oneof(fc.constant(KNOWN.password), passwordArbitrary),
        },
      }),
      readBack: async ({ role, body, response, before, after }, suite) => {
        expect(body).toMatchObject({ username: KNOWN.username });
        expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toMatch(/\S{40,}/);
        // A new session; the one the request came with (if any) is gone.
        expect(after.sessions).toBe(before.sessions! + (role === 'guest' ? 1 : 0));
        await suite.refreshSession(role);
      },
    },
    {
      route: 'POST /api/auth/create-admin',
      requests: () => ({
        fields: {
          username: usernameArbitrary,
          email: padded(emailArbitrary),
          password: passwordArbitrary,
          adminKey: fc.oneof(fc.constant(ADMIN_KEY), textArbitrary(1, 200)),
        },
      }),
      // The key makes only a shop's first owner (tests/auth.test.ts): each case meets a
      // shop whose owners are made staff, so a good request can still succeed.
      prepare: async (request, suite) => {
        await suite.database.db
          .update(users)
          .set({ staffRole: 'staff' })
          .where(
            and(eq(users.role, 'admin'), sql`coalesce(${users.staffRole}, 'owner') = 'owner'`),
          );
        return request;
      },
      readBack: (exchange, suite) => storedAccount(exchange, suite, 'admin'),
    },
    {
      // Its one input is the Prefer header: every kind of value, the one it knows among them.
      route: 'GET /api/auth/user',
      cases: () =>
        fc
          .oneof(
            fc.constantFrom(
              SIGNED_OUT_NULL,
              'SIGNED-OUT=NULL',
              `return=minimal, ${SIGNED_OUT_NULL}`,
              'signed-out=nul',
              'signed-out',
              ',,,',
              '',
            ),
            fc.constantFrom(...HOSTILE_FRAGMENTS.filter((text) => /^[\x20-\x7e]+$/.test(text))),
            fc.string({ maxLength: 80 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
          )
          .map((prefer) => ({
            kind: prefer.toLowerCase().includes(SIGNED_OUT_NULL) ? 'valid' : 'header:prefer',
            params: {},
            query: '',
            headers: { prefer },
            routed: true,
          })),
      readBack: ({ role, body, request }) => {
        // Signed out, a 2xx is the null that was asked for; signed in, the account.
        if (role === 'guest') {
          expect(request.headers.prefer?.toLowerCase()).toContain(SIGNED_OUT_NULL);
          expect(body).toBeNull();
        } else {
          expect(body).toMatchObject({ role: role === 'admin' ? 'admin' : 'user' });
        }
      },
    },
  ],
};
