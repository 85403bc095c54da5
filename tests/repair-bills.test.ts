/**
 * Repairs through to the bill (issue 30): the estimate the customer approves
 * or declines from the tracking link, the invoice it makes, payments and the
 * hand-over, the 90-day warranty and its claims, and the devices left behind.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMonths } from '@shared/cash-advances/ledger';
import { addDays, nextBookableDate, todayInLondon } from '@shared/repairs/dates';
import type { AdminRepairAccount, RepairAccount } from '@shared/repairs/bill-schemas';
import type { Repair } from '@shared/repairs/schemas';
import type { RepairTracking } from '@shared/repairs/tracking';
import { repairTimeSlots } from '@shared/repairs/values';
import {
  activity,
  outboxMessages,
  products,
  repairPayments,
  repairs,
} from '../src/server/db/schema';
import { enqueueRepairReminders } from '../src/server/modules/repairs/uncollected';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import { withChallenge } from './helpers/challenge';
import { pdfText } from './helpers/pdf-text';
import { london } from './helpers/books';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;


beforeAll(async () => {
  t = await createTestApp({
    config: { formRateLimit: 10_000, repairSlotCapacity: 100, repairDiagnosticFeePennies: 2500 },
  });
  customer = await signedInUser(t.app);
  admin = await signedInUser(t.app, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(repairs).where(sql`true`);
});

const monday = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
let phones = 0;

async function book(cookie?: string): Promise<Repair> {
  phones += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: await withChallenge(t.app, {
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      problemDescription: 'Cracked screen',
      preferredDate: monday,
      preferredTime: repairTimeSlots[0],
      customerName: 'Priya Shah',
      customerPhone: `07700 7${String(phones).padStart(5, '0')}`,
      customerEmail: 'priya.shah@example.com',
    }),
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Repair>();
}

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : {});
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  who: TestUser | null = admin,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...as(who), ...headers },
  });

/** The worked example of the report: 5999 + 2 × 2500 + 3 × 99 = 11296 pennies. */
const exampleLines = [
  { kind: 'part', description: 'Replacement screen', quantity: 1, unitPrice: '59.99' },
  { kind: 'labour', description: 'Fitting (hour)', quantity: 2, unitPrice: '25.00' },
  { kind: 'part', description: 'Adhesive strip', quantity: 3, unitPrice: '0.99' },
];

async function writeAndSend(id: string, lines: object[] = exampleLines) {
  const put = await call('PUT', `/api/admin/repairs/${id}/estimate`, { lines });
  expect(put.statusCode, put.body).toBe(200);
  const sent = await call('POST', `/api/admin/repairs/${id}/estimate/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json<AdminRepairAccount>();
}

const tracked = async (code: string) => {
  const res = await call('GET', `/api/track/${code}`, undefined, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RepairTracking>();
};

let keys = 0;
const pay = (id: string, body: object, key = `key-${(keys += 1)}-${Date.now()}`) =>
  call('POST', `/api/admin/repairs/${id}/payments`, body, admin, { 'idempotency-key': key });

const stored = async (id: string) =>
  (await t.database.db.select().from(repairs).where(eq(repairs.id, id)))[0]!;

describe('an estimate approved through the tracking link', () => {
  it('is emailed with the link, approved by the customer, and makes the invoice', async () => {
    const repair = await book();
    expect(
      (await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'in_progress' }))
        .statusCode,
    ).toBe(200);
    const sent = await writeAndSend(repair.id);
    expect(sent.estimate).toMatchObject({
      state: 'sent',
      version: 1,
      total: '112.96',
      diagnosticFee: '25.00',
    });
    expect(sent.estimate!.lines.map((line) => line.total)).toEqual(['59.99', '50.00', '2.97']);

    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `repair-estimate:${repair.id}:v1`));
    expect(mail).toMatchObject({ toAddress: 'priya.shah@example.com', kind: 'repair-estimate' });
    expect(mail!.subject).toBe('Your repair estimate: £112.96 for Laptop – Dell XPS 13');

    // Work cannot finish before the answer.
    const early = await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'Work can go on only once the customer has approved the estimate.',
    });

    const page = await tracked(repair.trackingCode);
    expect(page.account.estimate).toMatchObject({ state: 'sent', total: '112.96' });
    expect(page.account.bill).toBeNull();

    const approve = await call(
      'POST',
      `/api/track/${repair.trackingCode}/estimate/approve`,
      undefined,
      null,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json<RepairAccount>().bill).toEqual({
      lines: expect.any(Array) as unknown[],
      total: '112.96',
      paid: '0.00',
      balance: '112.96',
    });
    expect(await stored(repair.id)).toMatchObject({
      estimateState: 'approved',
      estimateChannel: 'link',
    });
    // Answered once: a second answer is refused.
    expect(
      (await call('POST', `/api/track/${repair.trackingCode}/estimate/decline`, undefined, null))
        .statusCode,
    ).toBe(409);

    expect(
      (await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' })).statusCode,
    ).toBe(200);
    const pdf = await call('GET', `/api/track/${repair.trackingCode}/invoice.pdf`, undefined, null);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const words of [
      'Beeston Cash & Repairs',
      'Replacement screen',
      '£112.96',
      '90-day warranty',
    ]) {
      expect(text).toContain(words);
    }
    const desk = await call('GET', `/api/admin/repairs/${repair.id}/invoice.pdf`);
    expect(desk.statusCode).toBe(200);
  });

  it('a tracking code approves only its own repair', async () => {
    const mine = await book();
    const theirs = await book();
    await writeAndSend(mine.id);
    await writeAndSend(theirs.id);
    expect(
      (await call('POST', `/api/track/${mine.trackingCode}/estimate/approve`, undefined, null))
        .statusCode,
    ).toBe(200);
    expect((await stored(mine.id)).estimateState).toBe('approved');
    expect((await stored(theirs.id)).estimateState).toBe('sent');
    const unknown = await call(
      'POST',
      `/api/track/AAAAAAAAAAAAAAAAAAAAAA/estimate/approve`,
      undefined,
      null,
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('POST', `/api/track/not-a-code/estimate/approve`, undefined, null)).statusCode,
    ).toBe(404);
  });

  it('a customer cannot change lines or prices', async () => {
    const repair = await book(customer.cookie);
    await writeAndSend(repair.id);
    const put = await call(
      'PUT',
      `/api/admin/repairs/${repair.id}/estimate`,
      { lines: [{ kind: 'part', description: 'x', quantity: 1, unitPrice: '0.01' }] },
      customer,
    );
    expect(put.statusCode).toBe(403);
    const anon = await call(
      'PUT',
      `/api/admin/repairs/${repair.id}/estimate`,
      { lines: exampleLines },
      null,
    );
    expect(anon.statusCode).toBe(401);
    // An approval carries no lines: a body with other prices changes nothing.
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/track/${repair.trackingCode}/estimate/approve`,
      payload: {
        lines: [{ kind: 'part', description: 'x', quantity: 1, unitPrice: '0.01' }],
        total: '0.01',
      },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json<RepairAccount>().bill!.total).toBe('112.96');
    const own = await call('GET', `/api/repairs/${repair.id}/account`, undefined, customer);
    expect(own.statusCode).toBe(200);
    expect(own.json<RepairAccount>().estimate!.total).toBe('112.96');
    // Not someone else's.
    const other = await signedInUser(t.app);
    expect(
      (await call('GET', `/api/repairs/${repair.id}/account`, undefined, other)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/repairs/${repair.id}/account`, undefined, null)).statusCode,
    ).toBe(401);
  });
});

describe('a declined estimate', () => {
  it('bills only the diagnostic fee and the device is ready, not repaired', async () => {
    const repair = await book();
    await writeAndSend(repair.id);
    const res = await call(
      'POST',
      `/api/track/${repair.trackingCode}/estimate/decline`,
      undefined,
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    const account = res.json<RepairAccount>();
    expect(account).toMatchObject({ status: 'ready', notRepaired: true });
    expect(account.bill).toEqual({
      lines: [
        {
          kind: 'diagnostic',
          description: 'Diagnosis (estimate declined)',
          quantity: 1,
          unitPrice: '25.00',
          total: '25.00',
        },
      ],
      total: '25.00',
      paid: '0.00',
      balance: '25.00',
    });
    expect((await stored(repair.id)).readyAt).not.toBeNull();
  });
});

describe('a revised estimate', () => {
  it('needs approval again before the work can finish', async () => {
    const repair = await book();
    await writeAndSend(repair.id);
    await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'in_progress' });
    const phone = await call('POST', `/api/admin/repairs/${repair.id}/estimate/phone-approval`, {
      approvedBy: 'Priya Shah',
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json<AdminRepairAccount>()).toMatchObject({
      estimate: { state: 'approved', channel: 'phone' },
    });
    expect(phone.json<AdminRepairAccount>().decidedBy).toBe(
      `Priya Shah (taken by ${admin.username})`,
    );

    const revised = await writeAndSend(repair.id, [
      ...exampleLines,
      { kind: 'part', description: 'Battery', quantity: 1, unitPrice: '40.00' },
    ]);
    expect(revised.estimate).toMatchObject({ state: 'sent', version: 2, total: '152.96' });
    expect(
      (await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' })).statusCode,
    ).toBe(409);
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `repair-estimate:${repair.id}:v2`));
    expect(mail!.subject).toBe('Your revised repair estimate: £152.96 for Laptop – Dell XPS 13');
    // Sending again without a change is refused.
    expect((await call('POST', `/api/admin/repairs/${repair.id}/estimate/send`)).statusCode).toBe(
      409,
    );
    await call('POST', `/api/track/${repair.trackingCode}/estimate/approve`, undefined, null);
    expect(
      (await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' })).statusCode,
    ).toBe(200);
  });
});

async function readyApproved(cookie?: string) {
  const repair = await book(cookie);
  await writeAndSend(repair.id);
  await call('POST', `/api/track/${repair.trackingCode}/estimate/approve`, undefined, null);
  await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'in_progress' });
  expect(
    (await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' })).statusCode,
  ).toBe(200);
  return repair;
}

describe('payment and hand-over', () => {
  it('takes the money in parts, once per Idempotency-Key, and hands back only when paid', async () => {
    const repair = await readyApproved();
    const refused = await call('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'collected' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This repair has £112.96 to pay: record the payment before handing the device back.',
    });

    const first = await pay(repair.id, { amount: '100.00', method: 'card' }, 'desk-pay-0001');
    expect(first.statusCode, first.body).toBe(201);
    const again = await pay(repair.id, { amount: '100.00', method: 'card' }, 'desk-pay-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminRepairAccount>().bill!.paid).toBe('100.00');
    expect(
      (await pay(repair.id, { amount: '5.00', method: 'cash' }, 'desk-pay-0001')).statusCode,
    ).toBe(409);
    const payments = await t.database.db
      .select()
      .from(repairPayments)
      .where(eq(repairPayments.repairId, repair.id));
    expect(payments).toHaveLength(1);

    const tooMuch = await pay(repair.id, { amount: '12.97', method: 'cash' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      message: 'The bill has £12.96 left to pay: take no more than that.',
    });

    const last = await pay(repair.id, { amount: '12.96', method: 'cash', handOver: true });
    expect(last.statusCode, last.body).toBe(201);
    const account = last.json<AdminRepairAccount>();
    expect(account).toMatchObject({
      status: 'collected',
      bill: { total: '112.96', paid: '112.96', balance: '0.00' },
    });
    expect(account.warrantyUntil).toBe(addDays(todayInLondon(), 90));
    const entries = await t.database.db
      .select()
      .from(activity)
      .where(sql`${activity.description} like 'Repair payment%'`);
    expect(entries.map((e) => e.amount).sort()).toEqual(['100.00', '12.96']);
    const page = await tracked(repair.trackingCode);
    expect(page.account.warrantyUntil).toBe(addDays(todayInLondon(), 90));
  });

  it('shows staff what the books hold of the bill: a correcting entry changes what was paid', async () => {
    const repair = await readyApproved();
    expect((await pay(repair.id, { amount: '100.00', method: 'card' })).statusCode).toBe(201);
    // The terminal took £2.00 more than was keyed in, put right in the journal.
    const lines = [
      { account: '1010', amount: 200, repair: repair.id },
      { account: '4100', amount: -200, repair: repair.id },
    ];
    await t.database.db.execute(sql`select journal_post('repair_payment', 'correction',
      ${repair.id}, null, now(), ${`correction:${repair.id}`}, ${JSON.stringify(lines)}::jsonb)`);
    const account = await call('GET', `/api/admin/repairs/${repair.id}/account`);
    expect(account.json<AdminRepairAccount>().bill).toMatchObject({
      total: '112.96',
      paid: '102.00',
      balance: '10.96',
    });
  });

  it('a hand-over in the same step as a payment that leaves money owing takes neither', async () => {
    const repair = await readyApproved();
    const res = await pay(repair.id, { amount: '10.00', method: 'cash', handOver: true });
    expect(res.statusCode).toBe(409);
    expect(
      await t.database.db
        .select()
        .from(repairPayments)
        .where(eq(repairPayments.repairId, repair.id)),
    ).toHaveLength(0);
  });

  it('validates the payment (400), needs staff (401/403) and a repair (404)', async () => {
    const repair = await readyApproved();
    for (const [body, message] of [
      [{ amount: '0', method: 'cash' }, 'Amount must be more than £0'],
      [
        { amount: '1.234', method: 'cash' },
        'Amount must be an amount in pounds with at most 2 decimal places',
      ],
      [{ amount: '1.00', method: 'cheque' }, 'Payment method must be one of cash, card'],
    ] as const) {
      const res = await pay(repair.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const noKey = await call('POST', `/api/admin/repairs/${repair.id}/payments`, {
      amount: '1.00',
      method: 'cash',
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toEqual({ message: 'An Idempotency-Key header is required' });
    expect(
      (
        await call(
          'POST',
          `/api/admin/repairs/${repair.id}/payments`,
          { amount: '1.00', method: 'cash' },
          null,
          { 'idempotency-key': 'abcdefgh1' },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await call(
          'POST',
          `/api/admin/repairs/${repair.id}/payments`,
          { amount: '1.00', method: 'cash' },
          customer,
          { 'idempotency-key': 'abcdefgh2' },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await pay('5b0c7a3e-2f57-4a8c-9d0e-1c2b3a4d5e6f', { amount: '1.00', method: 'cash' }))
        .statusCode,
    ).toBe(404);
    expect((await pay('nope', { amount: '1.00', method: 'cash' })).statusCode).toBe(404);
  });
});

describe('estimate validation', () => {
  it('answers 400 naming the problem, 404 for a missing repair', async () => {
    const repair = await book();
    for (const [lines, message] of [
      [[], 'An estimate needs at least one line'],
      [
        [{ kind: 'gadget', description: 'x', quantity: 1, unitPrice: '1' }],
        'Line kind must be one of part, labour',
      ],
      [
        [{ kind: 'part', description: ' ', quantity: 1, unitPrice: '1' }],
        'Line description is required',
      ],
      [
        [{ kind: 'part', description: 'x', quantity: 0, unitPrice: '1' }],
        'Quantity must be a whole number from 1 to 99',
      ],
      [
        [{ kind: 'part', description: 'x', quantity: 1, unitPrice: '-1' }],
        'Unit price must be an amount in pounds',
      ],
    ] as const) {
      const res = await call('PUT', `/api/admin/repairs/${repair.id}/estimate`, { lines });
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await call('POST', `/api/admin/repairs/${repair.id}/estimate/send`)).json()).toEqual({
      message: 'Write the estimate lines before sending it.',
    });
    expect(
      (
        await call('PUT', `/api/admin/repairs/5b0c7a3e-2f57-4a8c-9d0e-1c2b3a4d5e6f/estimate`, {
          lines: exampleLines,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/admin/repairs/${repair.id}/estimate/phone-approval`, {
          approvedBy: '',
        })
      ).statusCode,
    ).toBe(400);
  });
});

/**
 * Midday in London `days` calendar days ago. The rules count London days, so an
 * instant `days × 24 h` ago would be a day short late in the evening when the
 * span crosses the clocks changing (23:30 in November, 90 days back, is 00:30 BST).
 */
const middayDaysAgo = (days: number) => london(`${addDays(todayInLondon(), -days)} 12:00`);

async function collectedDaysAgo(days: number) {
  const repair = await readyApproved(customer.cookie);
  expect(
    (await pay(repair.id, { amount: '112.96', method: 'card', handOver: true })).statusCode,
  ).toBe(201);
  await t.database.db
    .update(repairs)
    .set({ collectedAt: middayDaysAgo(days) })
    .where(eq(repairs.id, repair.id));
  return repair;
}

describe('the warranty', () => {
  it('a claim at day 89 is accepted and free of charge', async () => {
    const original = await collectedDaysAgo(89);
    const claim = await call('POST', `/api/admin/repairs/${original.id}/warranty-claims`, {
      problemDescription: 'Screen flickers again',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const claimed = claim.json<AdminRepairAccount>();
    expect(claimed).toMatchObject({
      warrantyClaimOf: original.id,
      status: 'scheduled',
      warrantyClaim: { decision: null },
    });
    const accepted = await call('POST', `/api/admin/repairs/${claimed.id}/warranty-decision`, {
      decision: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AdminRepairAccount>()).toMatchObject({
      warrantyClaim: { decision: 'accepted' },
      bill: { total: '0.00' },
    });
    await call('PATCH', `/api/admin/repairs/${claimed.id}`, { status: 'in_progress' });
    expect(
      (await call('PATCH', `/api/admin/repairs/${claimed.id}`, { status: 'ready' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/repairs/${claimed.id}`, { status: 'collected' })).statusCode,
    ).toBe(200);
    // The customer's own list shows the warranty date of the original.
    const mine = await call('GET', '/api/repairs', undefined, customer);
    const listed = mine.json<Repair[]>().find((r) => r.id === original.id)!;
    expect(listed.warrantyUntil).toBe(addDays(addDays(todayInLondon(), -89), 90));
  });

  it('a claim at day 91 is refused: it can only be refused, with a reason', async () => {
    const original = await collectedDaysAgo(91);
    const claim = (
      await call('POST', `/api/admin/repairs/${original.id}/warranty-claims`, {
        problemDescription: 'Screen flickers again',
      })
    ).json<AdminRepairAccount>();
    const accept = await call('POST', `/api/admin/repairs/${claim.id}/warranty-decision`, {
      decision: 'accepted',
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json<{ message: string }>().message).toMatch(
      /^The warranty of this repair ended on .+: the claim can only be refused\.$/,
    );
    expect(
      (
        await call('POST', `/api/admin/repairs/${claim.id}/warranty-decision`, {
          decision: 'refused',
        })
      ).json(),
    ).toEqual({ message: 'A refusal needs a reason' });
    const refused = await call('POST', `/api/admin/repairs/${claim.id}/warranty-decision`, {
      decision: 'refused',
      reason: 'Warranty ended',
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<AdminRepairAccount>()).toMatchObject({
      warrantyClaim: { decision: 'refused', reason: 'Warranty ended' },
      bill: null,
    });
    expect(
      (
        await call('POST', `/api/admin/repairs/${claim.id}/warranty-decision`, {
          decision: 'accepted',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('only a collected repair can be claimed on', async () => {
    const repair = await book();
    expect(
      (
        await call('POST', `/api/admin/repairs/${repair.id}/warranty-claims`, {
          problemDescription: 'x',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('POST', `/api/admin/repairs/${repair.id}/warranty-decision`, {
          decision: 'accepted',
        })
      ).json(),
    ).toEqual({ message: 'This booking is not a warranty claim.' });
  });
});

const readyDaysAgo = async (repair: Repair, days: number) =>
  t.database.db
    .update(repairs)
    .set({ readyAt: middayDaysAgo(days) })
    .where(eq(repairs.id, repair.id));

describe('uncollected devices', () => {
  it('get a reminder at 14 days and another at 30, each once', async () => {
    const repair = await readyApproved();
    const notify = t.app.notices.repairUncollected;
    await readyDaysAgo(repair, 13);
    expect(await enqueueRepairReminders(t.database.db, notify, new Date())).toBe(0);
    await readyDaysAgo(repair, 14);
    expect(await enqueueRepairReminders(t.database.db, notify, new Date())).toBe(1);
    expect(await enqueueRepairReminders(t.database.db, notify, new Date())).toBe(0);
    await readyDaysAgo(repair, 30);
    // Two instances at once: still one message.
    const both = await Promise.all([
      enqueueRepairReminders(t.database.db, notify, new Date()),
      enqueueRepairReminders(t.database.db, notify, new Date()),
    ]);
    expect(both[0] + both[1]).toBe(1);
    const keys = (
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(sql`${outboxMessages.dedupeKey} like ${`repair-uncollected-%:${repair.id}`}`)
    )
      .map((m) => m.dedupeKey)
      .sort();
    expect(keys).toEqual([
      `repair-uncollected-14:${repair.id}`,
      `repair-uncollected-30:${repair.id}`,
    ]);
  });

  it('the notice from 90 days names a sale date at least three months on; then a draft product and the sale accounted for', async () => {
    const repair = await readyApproved();
    await readyDaysAgo(repair, 89);
    const early = await call('POST', `/api/admin/repairs/${repair.id}/uncollected-notice`);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(
      /^The uncollected goods notice can be given from .+, 90 days after the device was ready\.$/,
    );
    await readyDaysAgo(repair, 90);
    const notice = await call('POST', `/api/admin/repairs/${repair.id}/uncollected-notice`);
    expect(notice.statusCode, notice.body).toBe(200);
    const today = todayInLondon();
    const saleAfter = addDays(addMonths(today, 3), 1);
    expect(notice.json<AdminRepairAccount>().uncollectedNotice).toEqual({
      givenAt: expect.any(String) as string,
      saleAfter,
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `repair-uncollected-notice:${repair.id}`));
    expect(mail!.subject).toBe('Notice of intention to sell your uncollected Laptop – Dell XPS 13');
    const letter = await call('GET', `/api/admin/repairs/${repair.id}/uncollected-notice.pdf`);
    expect(letter.statusCode).toBe(200);
    const letterText = pdfText(letter.rawPayload).replace(/\s+/g, ' ');
    expect(letterText).toContain('Torts (Interference with Goods) Act 1977');
    expect(letterText).toContain('£112.96');

    // Before the date: no product, no sale.
    expect(
      (await call('POST', `/api/admin/repairs/${repair.id}/uncollected-product`)).statusCode,
    ).toBe(409);
    await t.database.db
      .update(repairs)
      .set({ uncollectedSaleAfter: today })
      .where(eq(repairs.id, repair.id));
    const made = await call('POST', `/api/admin/repairs/${repair.id}/uncollected-product`);
    expect(made.statusCode, made.body).toBe(200);
    const productId = made.json<AdminRepairAccount>().productId!;
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({ status: 'inactive', isAvailable: false, price: '112.96' });

    const sold = await call('POST', `/api/admin/repairs/${repair.id}/uncollected-sale`, {
      proceeds: '180.00',
      costsOfSale: '7.04',
    });
    expect(sold.statusCode, sold.body).toBe(200);
    // 18000 − 704 = 17296; the bill takes 11296; 6000 is due to the customer.
    expect(sold.json<AdminRepairAccount>()).toMatchObject({
      sale: { proceeds: '180.00', costs: '7.04', dueToCustomer: '60.00' },
      bill: { balance: '0.00' },
    });
  });
});
