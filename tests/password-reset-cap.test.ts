/**
 * Password-reset emails to one address: at most one every five minutes and
 * three an hour, whoever asks, and the answer never tells whether one went.
 * The cap counts the outbox's rows by the database's clock, so time is moved
 * the way the other outbox tests move it: the rows already written are dated
 * back (a fake Date in this process would not move the database's now()).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/server/db/schema';
import { PASSWORD_RESET_CAPS } from '../src/server/modules/auth/password-reset-cap';
import { barrier, race, raceAtRoute, raceAtTransactionStart, RACE_HEADER } from './helpers/barrier';
import { withChallenge } from './helpers/challenge';
import { confirmedCustomer } from './helpers/mailbox';
import { createTestApp, type TestApp } from './helpers/test-app';

const RESET_KIND = 'account-password-reset';

const atRoute = barrier();
const atTransaction = barrier();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Every request here comes from one IP: its own limit is not what is tested.
    config: { authRateLimit: 10_000 },
    configure: raceAtRoute(atRoute),
  });
  raceAtTransactionStart(t.database, atTransaction);
});
afterAll(() => t.close());
beforeEach(() => t.database.db.delete(outboxMessages).where(sql`true`));

/** A reset request, sent when called: its solved challenge is made beforehand. */
async function resetRequest(email: string, headers: Record<string, string> = {}) {
  const payload = await withChallenge(t.app, { email });
  return () => t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload, headers });
}

/** Asks for a reset and waits for the work done after the answer. */
async function askReset(email: string) {
  const answer = await (await resetRequest(email))();
  await t.app.afterAnswer.settled();
  return answer;
}

const resetsTo = async (email: string) =>
  t.database.db
    .select()
    .from(outboxMessages)
    .where(
      sql`lower(${outboxMessages.toAddress}) = lower(${email}) and ${outboxMessages.kind} = ${RESET_KIND}`,
    );

/** Moves the address's messages `minutes` into the past: as if that time had gone by. */
const minutesPass = (email: string, minutes: number) =>
  t.database.db
    .update(outboxMessages)
    .set({ createdAt: sql`${outboxMessages.createdAt} - make_interval(mins => ${minutes})` })
    .where(sql`lower(${outboxMessages.toAddress}) = lower(${email})`);

/** A customer whose address is confirmed, so the daily limit of unconfirmed ones plays no part. */
const customerEmail = async () => (await confirmedCustomer(t.app)).email;

it('is one email every five minutes and three an hour', () => {
  expect(PASSWORD_RESET_CAPS).toEqual([
    { emails: 1, minutes: 5 },
    { emails: 3, minutes: 60 },
  ]);
});

describe('one address', () => {
  it('gets nothing from a second request within five minutes, and the answer is the same', async () => {
    const email = await customerEmail();
    const first = await askReset(email);
    const second = await askReset(email.toUpperCase());
    await minutesPass(email, 4);
    const third = await askReset(email);
    expect(await resetsTo(email)).toHaveLength(1);
    for (const answer of [second, third]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(first.body);
    }
  });

  it('gets a second once five minutes have passed, and no fourth within the hour', async () => {
    const email = await customerEmail();
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await askReset(email)).statusCode).toBe(202);
      expect(await resetsTo(email), `reset ${sent}`).toHaveLength(sent);
      await minutesPass(email, 5);
    }
    // Fifteen minutes after the first, the fourth of the hour.
    const fourth = await askReset(email);
    expect(fourth.statusCode).toBe(202);
    expect(await resetsTo(email)).toHaveLength(3);
    // An hour after the first there is room again.
    await minutesPass(email, 45);
    await askReset(email);
    expect(await resetsTo(email)).toHaveLength(4);
  });

  it('gets one email of two requests sent at the same moment', async () => {
    const email = await customerEmail();
    const sends = [
      await resetRequest(email, { [RACE_HEADER]: '1' }),
      await resetRequest(email, { [RACE_HEADER]: '1' }),
    ];
    const answers = await race([atRoute, atTransaction], sends);
    await t.app.afterAnswer.settled();
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(await resetsTo(email)).toHaveLength(1);
  });
});

describe('different addresses', () => {
  it('are capped each on its own', async () => {
    const [alice, bob] = [await customerEmail(), await customerEmail()];
    await askReset(alice);
    await askReset(bob);
    await askReset(alice);
    expect(await resetsTo(alice)).toHaveLength(1);
    expect(await resetsTo(bob)).toHaveLength(1);
  });

  it('answer as an unknown address does, sent or capped', async () => {
    const email = await customerEmail();
    const sent = await askReset(email);
    const capped = await askReset(email);
    const unknown = await askReset('nobody.here@example.com');
    for (const answer of [sent, capped, unknown]) {
      expect({ status: answer.statusCode, body: answer.body }).toEqual({
        status: 202,
        body: unknown.body,
      });
    }
    expect(await resetsTo('nobody.here@example.com')).toEqual([]);
  });
});
