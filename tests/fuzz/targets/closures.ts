/** Fuzz targets of the staff's closures of the shop calendar (decision 028). */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { isOpeningDay } from '../../../src/shared/calendar/opening-days';
import { addDays, todayInLondon } from '../../../src/shared/repairs/dates';
import { shopClosures } from '../../../src/server/db/schema';
import type { FuzzModule } from '../../helpers/fuzz/runner';

/** Opening days of the next year: the dates a closure can be added on. */
const openDays = Array.from({ length: 365 }, (_, i) => addDays(todayInLondon(), i + 1)).filter(
  (day) => isOpeningDay(day),
);

export const closuresFuzz: FuzzModule = {
  name: 'closures',
  targets: [
    {
      route: 'POST /api/admin/closures',
      adminOnly: true,
      requests: () => ({ fields: { date: fc.constantFrom(...openDays) } }),
      readBack: async ({ input }, suite) => {
        const sent = input as { date: string; reason: string };
        const [row] = await suite.app.database.db
          .select()
          .from(shopClosures)
          .where(eq(shopClosures.date, sent.date));
        expect(row?.reason).toBe(sent.reason.trim());
      },
    },
    {
      route: 'DELETE /api/admin/closures/:date',
      adminOnly: true,
      requests: () => ({ params: fc.constantFrom(...openDays).map((date) => ({ date })) }),
      readBack: async ({ request }, suite) => {
        const rows = await suite.app.database.db
          .select()
          .from(shopClosures)
          .where(eq(shopClosures.date, request.params.date!));
        expect(rows).toHaveLength(0);
      },
    },
  ],
};
