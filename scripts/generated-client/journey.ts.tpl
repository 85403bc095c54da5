/**
 * Copied to .tmp/generated-client/journey.ts next to the generated types and
 * type-checked there (kept out of the project's own lint and tsc, which cannot see
 * the generated code). An integrator's journey through a client generated from the API description
 * (openapi-typescript types, openapi-fetch calls), run by
 * scripts/check-generated-client.mjs against a running demo app: sign in, list
 * products, request a cash advance, download a receipt. It fails when a call
 * does not answer as typed (the types are checked by tsc before it runs).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import createClient from 'openapi-fetch';
import { demoCustomer } from '../../src/shared/demo-accounts';
import type { paths } from './api';

const baseUrl = process.argv[2];
if (!baseUrl) throw new Error('usage: journey.ts <base url of a running demo app>');

let cookie = '';
const client = createClient<paths>({
  baseUrl,
  // The session cookie, as a browser would keep it.
  fetch: async (request) => {
    if (cookie) request.headers.set('cookie', cookie);
    const response = await fetch(request);
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  },
});

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`generated client: ${what}`);
}

const signIn = await client.POST('/api/auth/login', {
  body: { username: demoCustomer.username, password: demoCustomer.password },
});
check(
  signIn.data?.username === demoCustomer.username,
  `sign-in answered ${signIn.response.status}`,
);

const products = await client.GET('/api/products', { params: { query: { sort: 'newest' } } });
check(Array.isArray(products.data), `products answered ${products.response.status}`);
check(products.response.headers.get('x-total-count') !== null, 'products without X-Total-Count');

const challenge = await client.GET('/api/challenges');
check(challenge.data, `challenge answered ${challenge.response.status}`);
const solution = await solveChallenge({ challenge: challenge.data as never, deriveKey });
check(solution, 'the challenge was not solved');
const challengeAnswer = Buffer.from(
  JSON.stringify({
    challenge: { parameters: challenge.data.parameters, signature: challenge.data.signature },
    solution,
  }),
).toString('base64');

const request = await client.POST('/api/cash-advances', {
  params: { header: { 'idempotency-key': `client-check-${Date.now()}` } },
  body: {
    customerName: 'Jane Smith',
    customerPhone: '07700 900123',
    customerEmail: demoCustomer.email,
    itemDescription: 'Gold ring, 9ct, hallmarked',
    itemCategory: 'jewelry',
    collateralType: 'general',
    loanAmount: '120.00',
    challengeAnswer,
  },
});
check(
  request.data?.status === 'pending',
  `cash advance request answered ${request.response.status}`,
);

// A running loan has its agreement and pawn-receipt; a request not yet agreed has none (409).
const mine = await client.GET('/api/cash-advances');
check(mine.data, `my cash advances answered ${mine.response.status}`);
const agreed = mine.data.find((loan) => loan.status === 'active');
check(agreed, 'the demo customer has no running loan to download a receipt of');
const receipt = await client.GET('/api/cash-advances/{id}/receipt.pdf', {
  params: { path: { id: agreed.id } },
  parseAs: 'arrayBuffer',
});
check(
  receipt.response.headers.get('content-type') === 'application/pdf',
  `receipt answered ${receipt.response.status} ${receipt.response.headers.get('content-type')}`,
);
check(
  receipt.data && Buffer.from(receipt.data).subarray(0, 5).toString() === '%PDF-',
  'receipt body',
);
console.log(
  'generated client: signed in, listed products, requested a cash advance, downloaded a receipt',
);
