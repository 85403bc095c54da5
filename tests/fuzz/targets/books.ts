/** Fuzz targets of the books: the day's cash-up and the owner's reports (issue 29). */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { CashUp } from '../../../src/shared/cash-up/schemas';
import type { FuzzModule } from '../../helpers/fuzz/runner';
import { daysAgo } from '../../helpers/pawn-book';

const pastDay = fc.integer({ min: 1, max: 3000 }).map(daysAgo);
const pounds = fc.integer({ min: 0, max: 100_000 }).map((p) => (p / 100).toFixed(2));

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
  ],
};
