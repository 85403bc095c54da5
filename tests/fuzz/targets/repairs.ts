/** Fuzz targets of the repair booking routes and the repairs desk. */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { pageSizeOptions } from '../../../src/shared/cash-advances/schemas';
import {
  addDays,
  bookableWindow,
  datesBetween,
  daysBetween,
  isBookableDate,
  todayInLondon,
} from '../../../src/shared/repairs/dates';
import { MAX_ESTIMATED_COST_PENNIES } from '../../../src/shared/repairs/schemas';
import { slotProblem } from '../../../src/shared/repairs/slots';
import { deviceTypeValues, repairTimeSlots } from '../../../src/shared/repairs/values';
import { repairs } from '../../../src/server/db/schema';
import type { FuzzModule } from '../../helpers/fuzz/runner';
import { moneyArbitrary, padded, phoneArbitrary, ymdArbitrary } from '../../helpers/fuzz/values';
import { withChallenge } from '../../helpers/challenge';
import { answerChallenge, challengeFieldArbitraries } from './challenges';
import { added, expectPage, expectStored, userIdOf } from './read-back';

const { first, last } = bookableWindow();
/** Slots of a date the shop is open for and that have not begun (PRODUCT.md "Repairs"). */
const offeredSlots = (date: string) =>
  repairTimeSlots.filter((slot) => slotProblem(date, slot) === null);
const pickOffered = (date: string, i: number) => {
  const slots = offeredSlots(date);
  return slots[i % slots.length];
};
const bookable = datesBetween(first, last).filter(
  (date) => isBookableDate(date) && offeredSlots(date).length > 0,
);
/** Dates around the booking window: past, Sundays, too far, and bookable ones. */
const nearDates = fc
  .integer({ min: -10, max: 70 })
  .map((offset) => addDays(todayInLondon(), offset));

export const repairsFuzz: FuzzModule = {
  name: 'repairs',
  // Small, so full slots (409, nothing written) come up too.
  config: { repairSlotCapacity: 2 },
  setup: async (suite) => {
    const ids: string[] = [];
    const trackingCodes: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/repairs',
        payload: await withChallenge(suite.app, {
          deviceType: deviceTypeValues[0],
          brandModel: `Fixture ${i}`,
          problemDescription: 'Does not start',
          preferredDate: bookable[i % bookable.length],
          preferredTime: pickOffered(bookable[i % bookable.length]!, i),
          customerName: 'Pat Fuzzington',
          // A guest each: at most 2 open bookings per phone number.
          customerPhone: `07700 9${String(i).padStart(5, '0')}`,
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: string }>().id);
      trackingCodes.push(res.json<{ trackingCode: string }>().trackingCode);
    }
    return { ids, trackingCodes };
  },
  targets: [
    {
      route: 'POST /api/repairs',
      prepare: answerChallenge,
      requests: () => ({
        fields: {
          ...challengeFieldArbitraries,
          preferredDate: fc.oneof(fc.constantFrom(...bookable), nearDates),
          customerPhone: fc.option(padded(phoneArbitrary), { nil: undefined }),
        },
      }),
      readBack: async (exchange, suite) => {
        const { role, body, input } = exchange;
        const sent = input as Record<string, unknown>;
        const [row] = await suite.database.db
          .select()
          .from(repairs)
          .where(eq(repairs.id, (body as { id: string }).id));
        expect(added(exchange, 'repairs')).toBe(1);
        // Its first status, for the tracking timeline.
        expect(added(exchange, 'repair_status_changes')).toBe(1);
        expectStored(row, {
          deviceType: sent.deviceType,
          brandModel: sent.brandModel,
          problemDescription: sent.problemDescription,
          preferredDate: sent.preferredDate,
          preferredTime: sent.preferredTime,
          customerName: sent.customerName ?? null,
          customerPhone: sent.customerPhone ?? null,
          customerEmail: sent.customerEmail ?? null,
          userId: userIdOf(suite, role),
          status: 'scheduled',
          estimatedCost: null,
        });
      },
    },
    {
      route: 'GET /api/repairs/availability',
      requests: () => ({ fields: { from: nearDates, to: nearDates } }),
      readBack: ({ body, query }) => {
        const { from, to } = query as { from: string; to: string };
        const answer = body as { from: string; to: string; days: { date: string }[] };
        expect(answer).toMatchObject({ from, to });
        expect(answer.days.map((day) => day.date)).toEqual(datesBetween(from, to));
        expect(answer.days).toHaveLength(daysBetween(from, to) + 1);
      },
    },
    {
      route: 'GET /api/admin/repairs',
      adminOnly: true,
      requests: () => ({
        fields: {
          date: fc.option(fc.oneof(fc.constantFrom(...bookable), ymdArbitrary), { nil: undefined }),
          pageSize: fc.constantFrom(...pageSizeOptions),
        },
      }),
      readBack: ({ body, query }) => {
        const asked = query as { status?: string; date?: string; page: number; pageSize: number };
        expectPage(body, asked);
        for (const item of (body as { items: { status: string; preferredDate: string }[] }).items) {
          if (asked.status) expect(item.status).toBe(asked.status);
          if (asked.date) expect(item.preferredDate).toBe(asked.date);
        }
      },
    },
    {
      route: 'PATCH /api/admin/repairs/:id',
      adminOnly: true,
      requests: (suite) => ({
        params: fc.constantFrom(...(suite.fixtures.ids as string[])).map((id) => ({ id })),
        fields: {
          estimatedCost: fc.oneof(
            fc.constant(undefined),
            fc.constant(null),
            moneyArbitrary(MAX_ESTIMATED_COST_PENNIES),
          ),
        },
      }),
      readBack: async (exchange, suite) => {
        const { request, body, input } = exchange;
        const sent = input as { status?: string; estimatedCost?: string | null };
        // A status move is recorded for the timeline (and logged); a cost alone is neither.
        expect(added(exchange, 'repair_status_changes')).toBe(added(exchange, 'activity'));
        const [row] = await suite.database.db
          .select()
          .from(repairs)
          .where(eq(repairs.id, request.params.id!));
        expectStored(row, { status: sent.status, estimatedCost: sent.estimatedCost });
        expect(body).toMatchObject({
          id: row!.id,
          status: row!.status,
          estimatedCost: row!.estimatedCost,
        });
      },
    },
    {
      route: 'GET /api/track/:code',
      requests: (suite) => ({
        params: fc
          .oneof(
            fc.constantFrom(...(suite.fixtures.trackingCodes as string[])),
            fc.string({ minLength: 22, maxLength: 22 }).map(encodeURIComponent),
          )
          .map((code) => ({ code })),
      }),
      readBack: ({ body }) => {
        const answer = body as Record<string, unknown>;
        // The device and the booking, never the person (the fixtures' name and phone).
        expect(JSON.stringify(answer)).not.toMatch(/Fuzzington|07700|Does not start/);
        expect(answer).not.toHaveProperty('customerName');
        expect(answer).not.toHaveProperty('id');
        expect((answer.timeline as unknown[]).length).toBeGreaterThan(0);
      },
    },
  ],
};
