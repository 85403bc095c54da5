/** Fuzz targets of the cash advance routes. */
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { createCashAdvanceSchema } from '../../../src/shared/cash-advances/schemas';
import { formatAgreementNumber } from '../../../src/shared/cash-advances/pawn-book-values';
import { pageSizeOptions } from '../../../src/shared/cash-advances/schemas';
import { activeTabStatuses } from '../../../src/shared/cash-advances/values';
import { cashAdvances, requestPhotos } from '../../../src/server/db/schema';
import type { FuzzModule } from '../../helpers/fuzz/runner';
import { moneyArbitrary, padded, phoneArbitrary } from '../../helpers/fuzz/values';
import { withChallenge } from '../../helpers/challenge';
import { answerChallenge, challengeFieldArbitraries } from './challenges';
import { added, expectPage, expectStored, userIdOf } from './read-back';

/** A few keys used again and again, so repeated submissions happen; and fresh ones. */
const idempotencyKey = fc.oneof(
  fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002', ' fuzz-key-0003 '),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
);

const fields = {
  ...challengeFieldArbitraries,
  customerPhone: padded(phoneArbitrary),
  // Within the online limits (LOAN_MIN to LOAN_MAX, £20 to £5,000 by default) so that valid
  // cases are drawn at once; amounts outside them are the mutations' work.
  loanAmount: moneyArbitrary(5_000_00).filter((amount) => Number(amount) >= 20),
  'idempotency-key': idempotencyKey,
};

type CreateCashAdvanceData = z.output<typeof createCashAdvanceSchema>;

export const cashAdvancesFuzz: FuzzModule = {
  name: 'cash-advances',
  setup: async (suite) => {
    const ids: string[] = [];
    const followCodes: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(suite.app, {
          customerName: `Fixture ${i}`,
          customerPhone: '07700 900123',
          itemDescription: 'A gold ring',
          itemCategory: 'gold',
          loanAmount: '100.00',
        }),
      });
      const created = res.json<{ id: string; followCode: string }>();
      ids.push(created.id);
      followCodes.push(created.followCode);
    }
    return { ids, followCodes };
  },
  targets: [
    {
      route: 'POST /api/cash-advances',
      requests: () => ({ fields }),
      prepare: answerChallenge,
      readBack: async (exchange, suite) => {
        const { role, request, response, body, input } = exchange;
        const answered = body as { id: string };
        const key = request.headers['idempotency-key']?.trim();
        const [row] = await suite.database.db
          .select()
          .from(cashAdvances)
          .where(eq(cashAdvances.id, answered.id));
        if (response.statusCode === 200) {
          // A repeated key: the first record, and nothing new.
          expect(key).toBeDefined();
          expect(row?.idempotencyKey).toBe(key);
          expect(added(exchange, 'cash_advances')).toBe(0);
          return;
        }
        expect(response.statusCode).toBe(201);
        expect(added(exchange, 'cash_advances')).toBe(1);
        const sent = input as CreateCashAdvanceData;
        expectStored(row, {
          customerName: sent.customerName,
          customerPhone: sent.customerPhone,
          customerEmail: sent.customerEmail ?? null,
          itemDescription: sent.itemDescription,
          itemCategory: sent.itemCategory,
          collateralType: sent.collateralType,
          loanAmount: sent.loanAmount,
          status: 'pending',
          idempotencyKey: key ?? null,
        });
        const owner = userIdOf(suite, role);
        if (owner) expect(row!.userId).toBe(owner);
        else expect(row!.userId).toMatch(/^customer_\d+$/);
        // A guest gets the private link to follow the request; an account holder has the dashboard.
        expect((body as { followCode: string | null }).followCode).toBe(row!.followCode);
        if (owner) expect(row!.followCode).toBeNull();
        else expect(row!.followCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(body).toMatchObject({ id: row!.id, loanAmount: row!.loanAmount, status: 'pending' });
        // Photos: exactly the ones sent were attached (references that are not uploads are refused).
        const [photos] = await suite.database.db
          .select({ n: count() })
          .from(requestPhotos)
          .where(eq(requestPhotos.cashAdvanceId, row!.id));
        expect(photos?.n).toBe(sent.photos?.length ?? 0);
      },
    },
    {
      route: 'GET /api/follow/:code',
      requests: (suite) => ({
        params: fc
          .oneof(
            fc.constantFrom(...(suite.fixtures.followCodes as string[])),
            fc.string({ minLength: 22, maxLength: 22 }).map(encodeURIComponent),
          )
          .map((code) => ({ code })),
      }),
      readBack: async ({ request, body }, suite) => {
        const answer = body as Record<string, unknown>;
        // Only the request this code follows, and never the person or their words.
        const [row] = await suite.database.db
          .select()
          .from(cashAdvances)
          .where(eq(cashAdvances.followCode, decodeURIComponent(request.params.code!)));
        expect(row).toBeDefined();
        expect(answer.agreementNumber).toBe(formatAgreementNumber(row!.agreementNumber));
        expect(JSON.stringify(answer)).not.toMatch(/Fixture|07700|A gold ring/);
        expect(answer).not.toHaveProperty('id');
        expect(answer).not.toHaveProperty('userId');
      },
    },
    {
      route: 'GET /api/admin/cash-advances',
      adminOnly: true,
      requests: () => ({ fields: { pageSize: fc.constantFrom(...pageSizeOptions) } }),
      readBack: ({ body, query }) => {
        const asked = query as { group?: 'active' | 'processed'; page: number; pageSize: number };
        if (!asked.group) {
          expect(Array.isArray(body)).toBe(true);
          return;
        }
        expectPage(body, asked);
        const statuses = (body as { items: { status: string }[] }).items.map((item) => item.status);
        const isActive = (status: string) =>
          (activeTabStatuses as readonly string[]).includes(status);
        for (const status of statuses) expect(isActive(status)).toBe(asked.group === 'active');
      },
    },
    {
      route: 'PATCH /api/admin/cash-advances/:id/status',
      adminOnly: true,
      requests: (suite) => ({
        params: fc.constantFrom(...(suite.fixtures.ids as string[])).map((id) => ({ id })),
      }),
      readBack: async ({ request, body }, suite) => {
        const [row] = await suite.database.db
          .select()
          .from(cashAdvances)
          .where(eq(cashAdvances.id, request.params.id!));
        expect(row?.status).toBe('processed');
        expect(body).toMatchObject({ id: row!.id, status: 'processed' });
      },
    },
  ],
};
