/**
 * Fuzz targets of the books: the day's cash-up, the owner's reports
 * and the journal's trial balance, entries and Xero export (decision 037).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CashUp } from '../../../src/shared/cash-up/schemas';
import type { FuzzModule } from '../../helpers/fuzz/runner';
import { daysAgo } from '../../helpers/pawn-book';
import { xeroAccounts } from '../../../src/server/modules/ledger/xero-accounts';

const pastDay = fc.integer({ min: 1, max: 3000 }).map(daysAgo);
const pounds = fc.integer({ min: 0, max: 100_000 }).map((p) => (p / 100).toFixed(2));
/** A period of at most 366 days, as the journal's routes take. */
const ledgerPeriod = {
  from: fc.integer({ min: 30, max: 360 }).map(daysAgo),
  to: fc.integer({ min: -5, max: 29 }).map(daysAgo),
};

export const booksFuzz: FuzzModule = {
  name: 'books',
  targets: [
    {
      route: 'GET /api/admin/cash-up/:date',
      adminOnly: true,
      requests: () => ({ params: pastDay.map((date) => ({ date })) }),
    },
    {
      route: 'GET /api/admin/cash-up/:date/pdf',
      adminOnly: true,
      requests: () => ({ params: pastDay.map((date) => ({ date })) }),
    },
    {
      route: 'POST /api/admin/cash-up/:date/close',
      adminOnly: true,
      requests: () => ({
        params: pastDay.map((date) => ({ date })),
        fields: { counted: pounds, counts: fc.constant(undefined) },
      }),
      readBack: async ({ body, input, request }, suite) => {
        const closed = body as CashUp;
        const sent = input as { counted: string; note?: string };
        expect(closed.counted).toBe(sent.counted);
        expect(closed.note).toBe(sent.note ?? null);
        const read = await suite.app.inject({
          method: 'GET',
          url: `/api/admin/cash-up/${request.params.date}`,
          headers: { cookie: suite.cookie('admin')! },
        });
        expect(read.json<CashUp>()).toEqual(closed);
      },
    },
    {
      route: 'GET /api/admin/reports',
      adminOnly: true,
      requests: () => ({
        fields: {
          from: fc.integer({ min: 30, max: 400 }).map(daysAgo),
          to: fc.integer({ min: -5, max: 29 }).map(daysAgo),
        },
      }),
    },
    {
      route: 'GET /api/admin/reports.csv',
      adminOnly: true,
      requests: () => ({
        fields: {
          from: fc.integer({ min: 30, max: 400 }).map(daysAgo),
          to: fc.integer({ min: -5, max: 29 }).map(daysAgo),
        },
      }),
    },
    {
      route: 'GET /api/admin/ledger/trial-balance',
      adminOnly: true,
      requests: () => ({ fields: ledgerPeriod }),
    },
    {
      route: 'GET /api/admin/ledger/entries',
      adminOnly: true,
      requests: () => ({
        fields: {
          ...ledgerPeriod,
          account: fc.constantFrom(...Object.keys(xeroAccounts)),
          reference: fc.oneof(
            fc.uuid(),
            fc.integer({ min: 1, max: 999_999 }).map((n) => `CA-${String(n).padStart(6, '0')}`),
            fc.constantFrom('BCR-7KQ2XM', 'R-1A2B3C4D', '2026-03-10'),
          ),
        },
      }),
    },
    {
      route: 'GET /api/admin/ledger/journal.csv',
      adminOnly: true,
      requests: () => ({ fields: ledgerPeriod }),
    },
  ],
};
