/**
 * Proof-of-work solutions hold across instances: a challenge made on A is
 * solved and sent to B, and the same payload replayed on A is refused; a
 * request without one is refused on either.
 */
import { expect, it } from 'vitest';
import { challengeMessages } from '../../src/shared/challenges';
import { answerChallenge } from '../helpers/challenge';
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

it('a solution is taken once across both instances, and none means no request', async () => {
  const [a, b] = shop.instances as [Instance, Instance];
  const solved = {
    ...request,
    ...(await answerChallenge(async (path) => (await a.fetch(path)).json() as Promise<unknown>)),
  };

  const onB = await b.post('/api/cash-advances', solved);
  expect(onB.status, await onB.clone().text()).toBe(201);
  const replayed = await a.post('/api/cash-advances', solved);
  expect(replayed.status).toBe(400);
  expect(await replayed.json()).toEqual({ message: challengeMessages.used });

  for (const via of [a, b]) {
    const bare = await via.post('/api/cash-advances', request);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({ message: challengeMessages.missing });
  }
  const stored = await shop.query<{ n: number }>(
    "select count(*)::int as n from cash_advances where customer_name = 'Two Instances'",
  );
  expect(stored[0]?.n).toBe(1);
});
