/**
 * Security questions hold across instances: a question asked on A is answered
 * on B, and the same token replayed on A is refused; a request without one is
 * refused on either.
 */
import { expect, it } from 'vitest';
import { answerOf } from '../helpers/challenge';
import { useCluster } from './harness/cluster';
import type { Instance } from './harness/instance';

const shop = useCluster({ instances: 2 });

const request = {
  customerName: 'Two Instances',
  customerPhone: '07700 900456',
  itemDescription: 'Gold bracelet, 18ct',
  itemCategory: 'gold',
  collateralType: 'gold',
  loanAmount: '150.00',
};

it('a question is answered once across both instances, and none means no request', async () => {
  const [a, b] = shop.instances as [Instance, Instance];
  const asked = (await (await a.fetch('/api/challenges')).json()) as {
    token: string;
    question: string;
  };
  const answered = {
    ...request,
    challengeToken: asked.token,
    challengeAnswer: answerOf(asked.question),
  };

  const onB = await b.post('/api/cash-advances', answered);
  expect(onB.status, await onB.clone().text()).toBe(201);
  const replayed = await a.post('/api/cash-advances', answered);
  expect(replayed.status).toBe(400);
  expect(((await replayed.json()) as { message: string }).message).toMatch(/already been answered/);

  for (const via of [a, b]) {
    const bare = await via.post('/api/cash-advances', request);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({ message: 'Answer the security question.' });
  }
  const stored = await shop.query<{ n: number }>(
    "select count(*)::int as n from cash_advances where customer_name = 'Two Instances'",
  );
  expect(stored[0]?.n).toBe(1);
});
