/** Fuzz target of the staff's email outbox list. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { pageSizeOptions } from '../../../src/shared/outbox/schemas';
import type { FuzzModule } from '../../helpers/fuzz/runner';
import { expectPage } from './read-back';
import { withChallenge } from '../../helpers/challenge';

export const outboxFuzz: FuzzModule = {
  name: 'outbox',
  setup: async (suite) => {
    // A few kept messages (no SMTP in tests) for the pages to hold.
    for (let i = 0; i < 12; i += 1) {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/cash-advances',
        payload: await withChallenge(suite.app, {
          customerName: `Fuzz ${i}`,
          customerPhone: '07700 900123',
          customerEmail: `fuzz${i}@example.com`,
          itemDescription: 'Gold ring',
          itemCategory: 'gold',
          collateralType: 'gold',
          loanAmount: '50.00',
        }),
      });
      if (res.statusCode !== 201) throw new Error(`fixture request: ${res.statusCode} ${res.body}`);
    }
    return {};
  },
  targets: [
    {
      route: 'GET /api/admin/outbox',
      adminOnly: true,
      requests: () => ({
        fields: {
          pageSize: fc.constantFrom(...pageSizeOptions),
          page: fc.integer({ min: 1, max: 4 }),
        },
      }),
      readBack: ({ body, query }) => {
        expectPage(body, query as { page: number; pageSize: number });
        for (const item of (body as { items: { status: string; recipient: string }[] }).items) {
          expect(item.status).toBe('kept');
          expect(item.recipient).toMatch(/@example\.com$/);
        }
      },
    },
  ],
};
