/**
 * Fuzz targets of repair estimates and bills (issue 30): the estimate, its
 * answers through the tracking link or the phone, payments and the hand-over,
 * the invoices, warranty claims and the uncollected goods steps.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { AdminRepairAccount, RepairAccount } from '../../../src/shared/repairs/bill-schemas';
import { repairTimeSlots } from '../../../src/shared/repairs/values';
import { addDays, nextBookableDate, todayInLondon } from '../../../src/shared/repairs/dates';
import { repairPayments, repairs } from '../../../src/server/db/schema';
import { withChallenge } from '../../helpers/challenge';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { moneyArbitrary } from '../../helpers/fuzz/values';
import { added, expectStored } from './read-back';

const DAY = 86_400_000;
const idParams = (suite: FuzzSuite, pool: string) =>
  fc.constantFrom(...(suite.fixtures[pool] as string[])).map((id) => ({ id }));
const codeParams = (suite: FuzzSuite, pool: string) =>
  fc
    .oneof(
      fc.constantFrom(...(suite.fixtures[pool] as string[])),
      fc.string({ minLength: 22, maxLength: 22 }).map(encodeURIComponent),
    )
    .map((code) => ({ code }));
const rowOf = async (suite: FuzzSuite, id: string) =>
  (await suite.database.db.select().from(repairs).where(eq(repairs.id, id)))[0]!;
const idempotencyKey = fc.oneof(
  fc.constantFrom('repair-key-0001', 'repair-key-0002', ' repair-key-0003 '),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
);
const lineArbitrary = fc.record({
  kind: fc.constantFrom('part', 'labour'),
  description: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
  quantity: fc.integer({ min: 1, max: 99 }),
  unitPrice: moneyArbitrary(1_000_000),
});

export const repairBillsFuzz: FuzzModule = {
  name: 'repair-bills',
  config: { repairSlotCapacity: 1000, repairDiagnosticFeePennies: 2500 },
  setup: async (suite) => {
    const { app } = suite;
    const admin = { cookie: suite.cookie('admin')! };
    const send = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
      const res = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: admin,
      });
      if (res.statusCode >= 300) throw new Error(`fixture ${url} failed: ${res.body}`);
      return res;
    };
    const date = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
    let n = 0;
    const book = async () => {
      n += 1;
      const res = await app.inject({
        method: 'POST',
        url: '/api/repairs',
        payload: await withChallenge(app, {
          deviceType: 'laptop',
          brandModel: `Fixture ${n}`,
          problemDescription: 'Does not start',
          preferredDate: date,
          preferredTime: repairTimeSlots[0],
          customerName: 'Pat Fuzzington',
          customerPhone: `07700 9${String(n).padStart(5, '0')}`,
        }),
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json<{ id: string; trackingCode: string }>();
    };
    const lines = [{ kind: 'part', description: 'Screen', quantity: 1, unitPrice: '60.00' }];
    const sent = async () => {
      const repair = await book();
      await send('PUT', `/api/admin/repairs/${repair.id}/estimate`, { lines });
      await send('POST', `/api/admin/repairs/${repair.id}/estimate/send`);
      return repair;
    };
    const ready = async () => {
      const repair = await sent();
      await send('POST', `/api/admin/repairs/${repair.id}/estimate/phone-approval`, {
        approvedBy: 'Pat',
      });
      await send('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'in_progress' });
      await send('PATCH', `/api/admin/repairs/${repair.id}`, { status: 'ready' });
      return repair;
    };
    const many = async <T>(count: number, make: () => Promise<T>) => {
      const made: T[] = [];
      for (let i = 0; i < count; i += 1) made.push(await make());
      return made;
    };
    const fresh = await many(4, book);
    const sentOnes = await many(6, sent);
    const toApprove = await many(3, sent);
    const toDecline = await many(3, sent);
    const readyOnes = await many(6, ready);
    const collected = await many(3, async () => {
      const repair = await ready();
      await app.inject({
        method: 'POST',
        url: `/api/admin/repairs/${repair.id}/payments`,
        payload: { amount: '60.00', method: 'cash', handOver: true },
        headers: { ...admin, 'idempotency-key': `fixture-${repair.id}` },
      });
      return repair;
    });
    const claims: string[] = [];
    for (const repair of collected) {
      const res = await send('POST', `/api/admin/repairs/${repair.id}/warranty-claims`, {
        problemDescription: 'Again',
      });
      claims.push(res.json<{ id: string }>().id);
    }
    const old = await many(4, ready);
    for (const repair of old) {
      await suite.database.db
        .update(repairs)
        .set({ readyAt: new Date(Date.now() - 95 * DAY) })
        .where(eq(repairs.id, repair.id));
    }
    const noticed = old.slice(2);
    for (const repair of noticed) {
      await send('POST', `/api/admin/repairs/${repair.id}/uncollected-notice`);
      await suite.database.db
        .update(repairs)
        .set({ uncollectedSaleAfter: todayInLondon() })
        .where(eq(repairs.id, repair.id));
    }
    const ids = (list: { id: string }[]) => list.map((r) => r.id);
    return {
      all: ids([...fresh, ...sentOnes, ...readyOnes, ...collected, ...old]),
      fresh: ids([...fresh, ...sentOnes.slice(0, 2)]),
      sent: ids(sentOnes),
      ready: ids(readyOnes),
      collected: ids(collected),
      claims,
      old: ids(old),
      noticed: ids(noticed),
      approve: toApprove.map((r) => r.trackingCode),
      decline: toDecline.map((r) => r.trackingCode),
      billed: readyOnes.map((r) => r.trackingCode),
    };
  },
  targets: [
    {
      route: 'GET /api/admin/repairs/:id/account',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'all') }),
    },
    { route: 'GET /api/repairs/:id/account', requests: (s) => ({ params: idParams(s, 'all') }) },
    {
      route: 'GET /api/admin/repairs/:id/invoice.pdf',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'ready') }),
    },
    {
      route: 'GET /api/admin/repairs/:id/uncollected-notice.pdf',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'old') }),
    },
    { route: 'GET /api/track/:code/invoice.pdf', requests: (s) => ({ params: codeParams(s, 'billed') }) },
    {
      route: 'PUT /api/admin/repairs/:id/estimate',
      adminOnly: true,
      requests: (s) => ({
        params: idParams(s, 'fresh'),
        fields: { lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 5 }) },
      }),
      readBack: async ({ request, body, input }, suite) => {
        const sent = input as { lines: { unitPrice: number; quantity: number }[] };
        const total = sent.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
        const answer = body as AdminRepairAccount;
        expect(answer.estimate).toMatchObject({ state: 'draft' });
        expect(Math.round(Number(answer.estimate!.total) * 100)).toBe(total);
        expectStored(await rowOf(suite, request.params.id!), { estimateState: 'draft' });
      },
    },
    {
      route: 'POST /api/admin/repairs/:id/estimate/send',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'fresh') }),
      readBack: async ({ request, body }, suite) => {
        expect((body as AdminRepairAccount).estimate).toMatchObject({
          state: 'sent',
          diagnosticFee: '25.00',
        });
        expectStored(await rowOf(suite, request.params.id!), { estimateState: 'sent' });
      },
    },
    {
      route: 'POST /api/admin/repairs/:id/estimate/phone-approval',
      adminOnly: true,
      requests: (s) => ({
        params: idParams(s, 'sent'),
        fields: {
          approvedAt: fc.option(
            fc
              .integer({ min: 0, max: 30 * DAY })
              .map((ago) => new Date(Date.now() - ago).toISOString()),
            { nil: undefined },
          ),
        },
      }),
      readBack: async ({ request, input }, suite) => {
        const row = await rowOf(suite, request.params.id!);
        expectStored(row, { estimateState: 'approved', estimateChannel: 'phone' });
        expect(row.estimateDecidedBy).toContain((input as { approvedBy: string }).approvedBy);
      },
    },
    ...(['approve', 'decline'] as const).map((answer) => ({
      route: `POST /api/track/:code/estimate/${answer}`,
      requests: (s: FuzzSuite) => ({ params: codeParams(s, answer) }),
      readBack: async (
        { request, body }: { request: { params: Record<string, string> }; body: unknown },
        suite: FuzzSuite,
      ) => {
        const [row] = await suite.database.db
          .select()
          .from(repairs)
          .where(eq(repairs.trackingCode, decodeURIComponent(request.params.code!)));
        expectStored(row, {
          estimateState: answer === 'approve' ? 'approved' : 'declined',
          estimateChannel: 'link',
        });
        expect((body as RepairAccount).estimate!.state).toBe(row!.estimateState);
      },
    })),
    {
      route: 'POST /api/admin/repairs/:id/payments',
      adminOnly: true,
      requests: (s) => ({
        params: idParams(s, 'ready'),
        fields: { amount: moneyArbitrary(8000), 'idempotency-key': idempotencyKey },
      }),
      readBack: async (exchange, suite) => {
        const { request, response } = exchange;
        const key = request.headers['idempotency-key']!.trim();
        const [payment] = await suite.database.db
          .select()
          .from(repairPayments)
          .where(eq(repairPayments.idempotencyKey, key));
        expectStored(payment, {
          repairId: request.params.id,
          amount: (exchange.input as { amount: string }).amount,
        });
        expect(added(exchange, 'repair_payments')).toBe(response.statusCode === 201 ? 1 : 0);
        expect(Number((exchange.body as AdminRepairAccount).bill!.balance)).toBeGreaterThanOrEqual(
          0,
        );
      },
    },
    {
      route: 'POST /api/admin/repairs/:id/warranty-claims',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'collected') }),
      readBack: async (exchange, suite) => {
        const claim = exchange.body as AdminRepairAccount;
        expect(claim.warrantyClaimOf).toBe(exchange.request.params.id);
        expect(added(exchange, 'repairs')).toBe(1);
        expectStored(await rowOf(suite, claim.id), { status: 'scheduled', warrantyDecision: null });
      },
    },
    {
      route: 'POST /api/admin/repairs/:id/warranty-decision',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'claims') }),
      readBack: async ({ request, input }, suite) => {
        const sent = input as { decision: string; reason?: string };
        expectStored(await rowOf(suite, request.params.id!), {
          warrantyDecision: sent.decision,
          warrantyReason: sent.reason ?? null,
        });
      },
    },
    {
      route: 'POST /api/admin/repairs/:id/uncollected-notice',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'old') }),
      readBack: async ({ request, body }, suite) => {
        const row = await rowOf(suite, request.params.id!);
        expect(row.uncollectedSaleAfter).not.toBeNull();
        expect((body as AdminRepairAccount).uncollectedNotice!.saleAfter).toBe(
          row.uncollectedSaleAfter,
        );
      },
    },
    {
      route: 'POST /api/admin/repairs/:id/uncollected-product',
      adminOnly: true,
      requests: (s) => ({ params: idParams(s, 'noticed') }),
      readBack: async (exchange, suite) => {
        const row = await rowOf(suite, exchange.request.params.id!);
        expect(row.productId).toBe((exchange.body as AdminRepairAccount).productId);
        expect(added(exchange, 'products')).toBe(1);
      },
    },
    {
      route: 'POST /api/admin/repairs/:id/uncollected-sale',
      adminOnly: true,
      requests: (s) => ({
        params: idParams(s, 'noticed'),
        fields: { proceeds: moneyArbitrary(100_000) },
      }),
      readBack: async ({ request, input, body }, suite) => {
        const sent = input as { proceeds: string };
        expectStored(await rowOf(suite, request.params.id!), { saleProceeds: sent.proceeds });
        expect(Number((body as AdminRepairAccount).sale!.dueToCustomer)).toBeGreaterThanOrEqual(0);
      },
    },
  ],
};
