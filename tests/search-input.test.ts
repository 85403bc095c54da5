/**
 * Issue 26: bad input in any search or filter is a 400 with `{ message }`,
 * never a 500. Every query parameter of the API is sent LIKE wildcards, a
 * backslash, quotes, NUL, a lone surrogate, bytes that are not UTF-8,
 * regular-expression characters and 10 000 characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QUERY_NUL_MESSAGE } from '../src/server/plugins/query-text';
import { withChallenge } from './helpers/challenge';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    config: { formRateLimit: 10_000 },
    // A route whose schema lets any text through: the net under the search fields.
    configure: (app) => {
      app.get(
        '/api/probe-query',
        { schema: { querystring: z.object({ text: z.string().optional() }) } },
        async (request) => ({ text: (request.query as { text?: string }).text ?? null }),
      );
    },
  });
  admin = await signedInUser(t.app, 'admin');
  // A loan and a product to find, so a search has something to match or miss.
  const loan = await t.app.inject({
    method: 'POST',
    url: '/api/cash-advances',
    payload: await withChallenge(t.app, {
      customerName: 'Ann 100% O’Brien_x',
      customerPhone: '07700 900123',
      itemDescription: 'A gold ring',
      itemCategory: 'gold',
      loanAmount: '100.00',
    }),
  });
  expect(loan.statusCode).toBe(201);
});
afterAll(() => t.close());

/** Already encoded for the URL: what a browser or a script may put after "name=". */
const BAD_VALUES: Record<string, string> = {
  percent: encodeURIComponent('%'),
  underscore: encodeURIComponent('_'),
  backslash: encodeURIComponent('\\'),
  'trailing backslash': encodeURIComponent('ab\\'),
  quote: encodeURIComponent("'"),
  'double quote': encodeURIComponent('"'),
  nul: '%00',
  'nul inside': 'a%00b',
  'lone surrogate (CESU bytes)': '%ED%A0%80',
  'not UTF-8': '%FF%FE',
  'broken escape': '%E2%82',
  'bad percent': '%zz',
  'lone percent': '%',
  bracket: encodeURIComponent('['),
  paren: encodeURIComponent('('),
  regex: encodeURIComponent('.*[(\\'),
  'long agreement number': encodeURIComponent('CA-99999999999999999999'),
  'huge number': '99999999999999999999999',
  'ten thousand characters': 'x'.repeat(10_000),
  'ten thousand digits': '9'.repeat(10_000),
  'control characters': encodeURIComponent('\u0001\u001f\u007f'),
};

type Route = { url: string; params: string[]; admin?: boolean };

const ROUTES: Route[] = [
  { url: '/api/products', params: ['q', 'category', 'sort', 'page', 'pageSize'] },
  { url: '/api/admin/products', params: ['status', 'page', 'pageSize'], admin: true },
  {
    url: '/api/admin/cash-advances',
    params: ['search', 'group', 'overdue', 'page', 'pageSize'],
    admin: true,
  },
  { url: '/api/admin/cash-advances.csv', params: ['search', 'group', 'overdue'], admin: true },
  { url: '/api/admin/repairs', params: ['status', 'date', 'page', 'pageSize'], admin: true },
  { url: '/api/repairs/availability?from=2026-01-01&to=2026-01-02', params: ['from', 'to'] },
  { url: '/api/admin/orders', params: ['status', 'page', 'pageSize'], admin: true },
  { url: '/api/admin/outbox', params: ['page', 'pageSize'], admin: true },
  { url: '/api/orders/00000000-0000-4000-8000-000000000000', params: ['key'] },
  { url: '/images/00000000-0000-4000-8000-000000000000', params: ['w'] },
];

describe.each(ROUTES)('GET $url', ({ url, params, admin: asAdmin }) => {
  it.each(params)(
    'answers %s with bad input by 200 or a 4xx with a message, never 500',
    async (param) => {
      const wrong: string[] = [];
      for (const [what, value] of Object.entries(BAD_VALUES)) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${url}${url.includes('?') ? '&' : '?'}${param}=${value}`,
          headers: asAdmin ? { cookie: admin.cookie } : {},
        });
        const answer = `${param}=${what}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500) wrong.push(answer);
        else if (res.statusCode >= 400) {
          const body = res.json<{ message?: unknown }>();
          if (
            Object.keys(body).join() !== 'message' ||
            typeof body.message !== 'string' ||
            !body.message
          )
            wrong.push(answer);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('what a search finds with such characters', () => {
  const loans = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/cash-advances?search=${encodeURIComponent(search)}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Without a group the list is every match, as one array.
    return res.json<{ customerName: string }[]>().map((item) => item.customerName);
  };

  it('takes LIKE wildcards and the escape character as themselves', async () => {
    expect(await loans('%')).toEqual(['Ann 100% O’Brien_x']);
    expect(await loans('_x')).toEqual(['Ann 100% O’Brien_x']);
    expect(await loans('0%')).toEqual(['Ann 100% O’Brien_x']);
    expect(await loans('\\')).toEqual([]);
    expect(await loans('%%_')).toEqual([]);
    expect(await loans("'")).toEqual([]);
    expect(await loans('[(')).toEqual([]);
    expect(await loans('900123')).toEqual(['Ann 100% O’Brien_x']);
    expect(await loans('+44 7700 900123')).toEqual(['Ann 100% O’Brien_x']);
    expect(await loans('0044 (0)7700 900-123')).toEqual(['Ann 100% O’Brien_x']);
  });

  it('refuses a NUL with the field’s own message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cash-advances?search=ab%00',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'search must not contain NUL characters' });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cash-advances.csv?search=%00',
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toEqual({ message: 'search must not contain NUL characters' });
  });

  it('refuses a NUL in any API query text the route’s schema lets through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe-query?text=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: QUERY_NUL_MESSAGE });
    const fine = await t.app.inject({ method: 'GET', url: '/api/probe-query?text=%25_%5C' });
    expect(fine.json()).toEqual({ text: '%_\\' });
  });
});
