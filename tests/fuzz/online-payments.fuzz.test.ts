/** Generated bad input against online payments' routes, with a local fake of Stripe. */
import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../scripts/fake-stripe.mjs';
import { fuzzModule } from '../helpers/fuzz/runner';
import { FUZZ_WEBHOOK_SECRET, onlinePaymentsFuzz } from './targets/online-payments';

let fake: FakeStripe;
// Registered before the module's own set-up, so the fake is there when the app is made.
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: FUZZ_WEBHOOK_SECRET });
});
afterAll(() => fake.close());

fuzzModule(onlinePaymentsFuzz(() => fake));
