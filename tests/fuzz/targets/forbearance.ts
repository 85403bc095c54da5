/**
 * Fuzz targets of what staff record beyond payments (decision 039): the notice
 * of withdrawal, waivers and freezes of interest, the extra-care note.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type {
  careNoteSchema,
  interestFreezeSchema,
  interestWaiverSchema,
  withdrawalNoticeSchema,
} from '../../../src/shared/cash-advances/agreement-schemas';
import { penniesToDecimal } from '../../../src/shared/money-math';
import { addDays } from '../../../src/shared/repairs/dates';
import {
  cashAdvanceForbearance,
  cashAdvances,
  customerCareNotes,
} from '../../../src/server/db/schema';
import { withChallenge } from '../../helpers/challenge';
import type { FuzzModule, FuzzSuite } from '../../helpers/fuzz/runner';
import { daysAgo, requestBody, type LoanAnswer } from '../../helpers/pawn-book';
import { added, expectStored } from './read-back';

const idParams = (suite: FuzzSuite, pool: string) =>
  fc.constantFrom(...(suite.fixtures[pool] as string[])).map((id) => ({ id }));

/** Keys of one target's own: a waiver's key sent again as a freeze would be refused (409). */
const keyOf = (prefix: string) =>
  fc.stringMatching(/^[A-Za-z0-9_-]{8,90}$/).map((key) => `${prefix}-${key}`);

export const forbearanceFuzz: FuzzModule = {
  name: 'forbearance',
  setup: async (suite) => {
    const { app } = suite;
    const admin = { cookie: suite.cookie('admin')! };
    /** A £5,000 general-goods loan agreed `days` ago: £53.57 of interest a day. */
    const loan = async (days: number) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(app, requestBody),
      });
      const { id } = created.json<LoanAnswer>();
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/cash-advances/${id}/activate`,
        payload: {
          loanAmount: '5000.00',
          startDate: daysAgo(days),
          idChecked: true,
          items: [{ description: 'Fixture item', category: 'electronics' }],
          dateOfBirth: '1990-06-15',
          address: '1 Test Street, Leeds LS11 7AA',
        },
        headers: admin,
      });
      if (res.statusCode !== 200) throw new Error(`fixture activation failed: ${res.body}`);
      return id;
    };
    const many = async (count: number, days: number) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) ids.push(await loan(days));
      return ids;
    };
    return { recent: await many(20, 5), running: await many(20, 60) };
  },
  targets: [
    {
      route: 'POST /api/admin/cash-advances/:id/withdrawal',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'recent'),
        fields: { noticeGivenOn: fc.integer({ min: 0, max: 5 }).map(daysAgo) },
      }),
      readBack: async ({ request, input }, suite) => {
        const sent = input as z.output<typeof withdrawalNoticeSchema>;
        const [row] = await suite.database.db
          .select()
          .from(cashAdvances)
          .where(eq(cashAdvances.id, request.params.id!));
        expectStored(row, { withdrawalNoticeOn: sent.noticeGivenOn, status: 'active' });
      },
    },
    {
      route: 'POST /api/admin/cash-advances/:id/waivers',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'running'),
        fields: {
          amount: fc.integer({ min: 1, max: 5_000 }).map(penniesToDecimal),
          'idempotency-key': keyOf('waiver'),
        },
      }),
      readBack: async (exchange, suite) => {
        const sent = exchange.input as z.output<typeof interestWaiverSchema>;
        const stored = await suite.database.db
          .select()
          .from(cashAdvanceForbearance)
          .where(
            eq(
              cashAdvanceForbearance.idempotencyKey,
              exchange.request.headers['idempotency-key']!.trim(),
            ),
          );
        expectStored(stored[0], { kind: 'waiver', amount: sent.amount, reason: sent.reason });
        expect(added(exchange, 'cash_advance_forbearance')).toBe(
          exchange.response.statusCode === 201 ? 1 : 0,
        );
      },
    },
    {
      route: 'POST /api/admin/cash-advances/:id/interest-freeze',
      adminOnly: true,
      requests: (suite) => ({
        params: idParams(suite, 'running'),
        fields: {
          fromDate: fc.integer({ min: 0, max: 30 }).map((days) => addDays(daysAgo(0), days)),
          'idempotency-key': keyOf('freeze'),
        },
      }),
      readBack: async (exchange, suite) => {
        const sent = exchange.input as z.output<typeof interestFreezeSchema>;
        const stored = await suite.database.db
          .select()
          .from(cashAdvanceForbearance)
          .where(
            eq(
              cashAdvanceForbearance.idempotencyKey,
              exchange.request.headers['idempotency-key']!.trim(),
            ),
          );
        expectStored(stored[0], { kind: 'freeze', fromDate: sent.fromDate, reason: sent.reason });
      },
    },
    {
      route: 'PUT /api/admin/cash-advances/:id/care-note',
      adminOnly: true,
      requests: (suite) => ({ params: idParams(suite, 'running') }),
      readBack: async ({ request, input, body }, suite) => {
        const sent = input as z.output<typeof careNoteSchema>;
        const [loanRow] = await suite.database.db
          .select()
          .from(cashAdvances)
          .where(eq(cashAdvances.id, request.params.id!));
        const [note] = await suite.database.db
          .select()
          .from(customerCareNotes)
          .where(eq(customerCareNotes.customerId, loanRow!.userId));
        expect(note?.note ?? '').toBe(sent.note);
        expect((body as { careNote: string | null }).careNote ?? '').toBe(sent.note);
      },
    },
  ],
};
