/**
 * Requests the fuzzer sends: a valid one drawn from the route's schemas, and
 * mutations of it, one defect each (a field missing, of the wrong type, too
 * long, negative, an extra field, prototype keys, hostile text, bytes that are
 * not UTF-8, no body, not JSON, the wrong content type, too big, …).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { maxLengthOf, objectShape, takesText, validArbitrary, type Overrides } from './arbitraries';
import {
  CONTROL_FRAGMENTS,
  HOSTILE_FRAGMENTS,
  INVALID_UTF8_SEQUENCES,
  SEARCH_INPUTS,
  anyJsonValue,
  negativeValues,
} from './values';

export type FuzzRequest = {
  /** What the case tries, e.g. "valid", "body:missing:title", "query:bad-encoding:page". */
  kind: string;
  /** Path parameters, already encoded for the URL. */
  params: Record<string, string>;
  /** The query string without "?", already encoded. */
  query: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** False when the path itself is malformed: the request may never reach the route. */
  routed: boolean;
};

export type RouteSchemas = {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
};

export type RequestOptions = {
  /** Valid values of refined fields, by name (body, query and header fields alike). */
  fields?: Overrides;
  /** Valid path parameters (ids of existing records…), encoded; drawn from the schema otherwise. */
  params?: fc.Arbitrary<Record<string, string>>;
};

/** Over Fastify's 100 KB body limit. */
const OVERSIZED_BYTES = 100 * 1024 + 1;

const JSON_TYPE = 'application/json';

type Base = {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  params: Record<string, string>;
  headers: Record<string, string>;
};

const toQueryStrings = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, String(field)]),
  );

const encodeQuery = (query: Record<string, string>) => new URLSearchParams(query).toString();

function request(base: Base, kind: string, changes: Partial<FuzzRequest> = {}): FuzzRequest {
  const json = base.body === undefined ? undefined : JSON.stringify(base.body);
  return {
    kind,
    params: base.params,
    query: base.query ? encodeQuery(base.query) : '',
    headers: { ...base.headers, ...(json === undefined ? {} : { 'content-type': JSON_TYPE }) },
    ...(json === undefined ? {} : { payload: json }),
    routed: true,
    ...changes,
  };
}

const without = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

/** Inserts raw text right after the opening brace of a JSON object. */
const prepend = (json: string, member: string) =>
  json === '{}' ? `{${member}}` : `{${member},${json.slice(1)}`;

function bodyMutations(
  base: fc.Arbitrary<Base>,
  shape: Record<string, z.ZodType>,
): fc.Arbitrary<FuzzRequest>[] {
  const keys = Object.keys(shape);
  const textKeys = keys.filter((key) => takesText(shape[key]!));
  const anyKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const textKey = textKeys.length > 0 ? fc.constantFrom(...textKeys) : anyKey;
  const raw = (
    b: Base,
    kind: string,
    payload: string | Buffer,
    contentType: string | null = JSON_TYPE,
  ) => {
    const headers = { ...b.headers };
    if (contentType !== null) headers['content-type'] = contentType;
    return request({ ...b, body: undefined }, kind, { payload, headers });
  };
  return [
    fc
      .tuple(base, anyKey)
      .map(([b, key]) =>
        request({ ...b, body: without(b.body ?? {}, key) }, `body:missing:${key}`),
      ),
    fc
      .tuple(base, anyKey, anyJsonValue)
      .map(([b, key, value]) =>
        request({ ...b, body: { ...b.body, [key]: value } }, `body:wrong-type:${key}`),
      ),
    fc.tuple(base, textKey, fc.integer({ min: 1, max: 3000 })).map(([b, key, extra]) => {
      const max = maxLengthOf(shape[key] ?? ({} as z.ZodType)) ?? 2000;
      return request(
        { ...b, body: { ...b.body, [key]: 'é'.repeat(max + extra) } },
        `body:too-long:${key}`,
      );
    }),
    fc
      .tuple(base, anyKey, negativeValues)
      .map(([b, key, value]) =>
        request({ ...b, body: { ...b.body, [key]: value } }, `body:negative:${key}`),
      ),
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom(
            'id',
            'userId',
            'role',
            'status',
            'isAdmin',
            'sellerId',
            'isAdminProduct',
            'createdAt',
          ),
          fc.constantFrom(
            'interestRate',
            'totalRepayment',
            'dueDate',
            'passwordHash',
            'estimatedCost',
          ),
          fc.string({ minLength: 1, maxLength: 12 }),
        ),
        anyJsonValue,
      )
      .map(([b, key, value]) =>
        request({ ...b, body: { ...b.body, [key]: value } }, `body:extra-field:${key}`),
      ),
    fc
      .tuple(base, textKey, fc.constantFrom(...HOSTILE_FRAGMENTS))
      .map(([b, key, text]) =>
        request({ ...b, body: { ...b.body, [key]: text } }, `body:hostile-text:${key}`),
      ),
    fc
      .tuple(base, textKey, fc.constantFrom(...CONTROL_FRAGMENTS))
      .map(([b, key, text]) =>
        request({ ...b, body: { ...b.body, [key]: text } }, `body:control-chars:${key}`),
      ),
    fc
      .tuple(
        base,
        fc.constantFrom(
          '"__proto__":{"polluted":"yes","role":"admin"}',
          '"constructor":{"prototype":{"polluted":"yes"}}',
          '"nested":{"__proto__":{"polluted":"yes"}}',
          '"__proto__":null',
        ),
      )
      .map(([b, member]) =>
        raw(b, 'body:proto-keys', prepend(JSON.stringify(b.body ?? {}), member)),
      ),
    fc
      .tuple(base, textKey)
      .map(([b, key]) =>
        raw(
          b,
          `body:proto-in-field:${key}`,
          JSON.stringify({ ...b.body, [key]: 'MARK' }).replace(
            '"MARK"',
            '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
          ),
        ),
      ),
    fc.tuple(base, textKey, fc.constantFrom(...INVALID_UTF8_SEQUENCES)).map(([b, key, bytes]) => {
      const [before, after] = JSON.stringify({ ...b.body, [key]: 'aMARKb' }).split('MARK');
      return raw(
        b,
        `body:invalid-utf8:${key}`,
        Buffer.concat([Buffer.from(before!), bytes, Buffer.from(after!)]),
      );
    }),
    fc
      .tuple(base, textKey)
      .map(([b, key]) =>
        request(
          { ...b, body: { ...b.body, [key]: 'lone \ud800 surrogate' } },
          `body:lone-surrogate:${key}`,
        ),
      ),
    base.map((b) => raw(b, 'body:empty', '')),
    base.map((b) => raw(b, 'body:empty-no-type', '', null)),
    fc
      .tuple(
        base,
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            '{',
            '{"a":',
            "{'single':1}",
            '{"a":1,}',
            'NaN',
            'undefined',
            '{"a":01}',
            '\u0000',
          ),
          fc.constantFrom('null', '[]', '"text"', '42', 'true', '[{}]'),
        ),
      )
      .map(([b, text]) => raw(b, 'body:not-json', text)),
    fc
      .tuple(
        base,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=xyz',
          'application/xml',
          'image/png',
          'application/jsonx',
          'application/vnd.api+json',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'APPLICATION/JSON',
          '*/*',
          'application/json, text/plain',
        ),
      )
      .map(([b, type]) => raw(b, `body:content-type:${type}`, JSON.stringify(b.body ?? {}), type)),
    base.map((b) => raw(b, 'body:no-content-type', JSON.stringify(b.body ?? {}), null)),
    fc
      .tuple(base, textKey, fc.integer({ min: 0, max: 200 * 1024 }))
      .map(([b, key, extra]) =>
        raw(
          b,
          `body:oversized:${key}`,
          JSON.stringify({ ...b.body, [key]: 'x'.repeat(OVERSIZED_BYTES + extra) }),
        ),
      ),
    fc
      .tuple(base, anyKey, fc.integer({ min: 100, max: 40_000 }))
      .map(([b, key, depth]) =>
        raw(
          b,
          `body:deep-nesting:${key}`,
          prepend(
            JSON.stringify(b.body ?? {}),
            `"${key}":${'['.repeat(depth)}${']'.repeat(depth)}`,
          ),
        ),
      ),
    fc.tuple(base, anyKey, anyJsonValue).map(([b, key, value]) =>
      // Two members of one name: the last one counts, as JSON.parse reads it.
      raw(
        b,
        `body:duplicate-key:${key}`,
        prepend(JSON.stringify(b.body ?? {}), `"${key}":${JSON.stringify(value) ?? 'null'}`),
      ),
    ),
  ];
}

const QUERY_WRONG_VALUES = [
  'abc',
  '',
  ' ',
  'true',
  '[]',
  '{}',
  '1.5',
  '1e3',
  '0x1F',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '٣',
];
const BAD_ENCODINGS = [
  '%',
  '%ZZ',
  '%FF',
  '%C3%28',
  '%E0%A4%A',
  '%00',
  '%ED%A0%80',
  '%2',
  '+%2B%20',
];

function queryMutations(
  base: fc.Arbitrary<Base>,
  shape: Record<string, z.ZodType>,
): fc.Arbitrary<FuzzRequest>[] {
  const keys = Object.keys(shape);
  const anyKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('q');
  const withQuery = (b: Base, kind: string, query: string) =>
    request({ ...b, query: undefined }, kind, { query });
  const set = (b: Base, key: string, value: string) => encodeQuery({ ...b.query, [key]: value });
  return [
    fc
      .tuple(base, anyKey)
      .map(([b, key]) =>
        withQuery(
          b,
          `query:missing:${key}`,
          encodeQuery(without(b.query ?? {}, key) as Record<string, string>),
        ),
      ),
    fc
      .tuple(base, anyKey, fc.oneof(fc.constantFrom(...QUERY_WRONG_VALUES), fc.string()))
      .map(([b, key, value]) => withQuery(b, `query:wrong-type:${key}`, set(b, key, value))),
    fc.tuple(base, anyKey, fc.integer({ min: 1, max: 3000 })).map(([b, key, extra]) => {
      const max = maxLengthOf(shape[key] ?? ({} as z.ZodType)) ?? 100;
      return withQuery(b, `query:too-long:${key}`, set(b, key, 'é'.repeat(max + extra)));
    }),
    fc
      .tuple(
        base,
        anyKey,
        fc.constantFrom('-1', '-0', '-0.5', '-99999999999', '99999999999999999999999', '1e309'),
      )
      .map(([b, key, value]) => withQuery(b, `query:negative-or-huge:${key}`, set(b, key, value))),
    fc
      .tuple(base, anyKey, fc.string({ maxLength: 10 }))
      .map(([b, key, value]) =>
        withQuery(
          b,
          `query:repeated:${key}`,
          `${set(b, key, value)}&${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
        ),
      ),
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom(
            '__proto__',
            'constructor',
            'constructor[prototype][polluted]',
            '__proto__[polluted]',
            'a[b]',
            'userId',
          ),
          fc.string({ minLength: 1, maxLength: 10 }),
        ),
        fc.string({ maxLength: 10 }),
      )
      .map(([b, key, value]) =>
        withQuery(
          b,
          `query:extra:${key}`,
          `${encodeQuery(b.query ?? {})}&${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
        ),
      ),
    fc
      .tuple(base, anyKey, fc.constantFrom(...HOSTILE_FRAGMENTS, ...CONTROL_FRAGMENTS))
      .map(([b, key, text]) => withQuery(b, `query:hostile-text:${key}`, set(b, key, text))),
    // Every query parameter, not only the searches, is sent what broke a search (issue 26).
    fc.tuple(base, anyKey, fc.constantFrom(...SEARCH_INPUTS)).map(([b, key, rawValue]) => {
      const rest = encodeQuery(without(b.query ?? {}, key) as Record<string, string>);
      return withQuery(
        b,
        `query:search-input:${key}`,
        `${rest}${rest ? '&' : ''}${encodeURIComponent(key)}=${rawValue}`,
      );
    }),
    fc.tuple(base, anyKey, fc.constantFrom(...BAD_ENCODINGS)).map(([b, key, rawValue]) => {
      const rest = encodeQuery(without(b.query ?? {}, key) as Record<string, string>);
      return withQuery(
        b,
        `query:bad-encoding:${key}`,
        `${rest}${rest ? '&' : ''}${encodeURIComponent(key)}=${rawValue}`,
      );
    }),
  ];
}

function paramMutations(base: fc.Arbitrary<Base>, names: string[]): fc.Arbitrary<FuzzRequest>[] {
  const name = fc.constantFrom(...names);
  const setParam = (b: Base, key: string, value: string, kind: string, routed: boolean) =>
    request({ ...b, params: { ...b.params, [key]: value } }, kind, { routed });
  return [
    fc
      .tuple(base, name, fc.uuid())
      .map(([b, key, id]) => setParam(b, key, id, `params:unknown-id:${key}`, true)),
    fc
      .tuple(
        base,
        name,
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 40 }),
          fc.constantFrom(...HOSTILE_FRAGMENTS, ...CONTROL_FRAGMENTS),
        ),
      )
      .map(([b, key, junk]) =>
        setParam(b, key, encodeURIComponent(junk), `params:junk:${key}`, false),
      ),
    fc
      .tuple(base, name, fc.constantFrom(...BAD_ENCODINGS, '..', '%2E%2E', '%2F', 'a%2Fb'))
      .map(([b, key, rawValue]) => setParam(b, key, rawValue, `params:bad-encoding:${key}`, false)),
    fc
      .tuple(base, name, fc.integer({ min: 90, max: 400 }))
      .map(([b, key, length]) =>
        setParam(b, key, 'a'.repeat(length), `params:too-long:${key}`, false),
      ),
    fc
      .tuple(base, name)
      .map(([b, key]) =>
        setParam(b, key, (b.params[key] ?? '').toUpperCase(), `params:upper-case:${key}`, false),
      ),
  ];
}

function headerMutations(
  base: fc.Arbitrary<Base>,
  shape: Record<string, z.ZodType>,
): fc.Arbitrary<FuzzRequest>[] {
  const keys = Object.keys(shape);
  if (keys.length === 0) return [];
  const name = fc.constantFrom(...keys);
  const setHeader = (b: Base, key: string, value: string, kind: string) =>
    request({ ...b, headers: { ...b.headers, [key]: value } }, kind);
  return [
    fc
      .tuple(
        base,
        name,
        fc.oneof(fc.string({ maxLength: 7 }), fc.constantFrom('', '       ', '\t')),
      )
      .map(([b, key, value]) => setHeader(b, key, value, `headers:too-short:${key}`)),
    fc
      .tuple(base, name, fc.integer({ min: 1, max: 5000 }))
      .map(([b, key, extra]) =>
        setHeader(
          b,
          key,
          'k'.repeat((maxLengthOf(shape[key]!) ?? 100) + extra),
          `headers:too-long:${key}`,
        ),
      ),
    fc
      .tuple(
        base,
        name,
        fc.constantFrom(...HOSTILE_FRAGMENTS.filter((text) => /^[\x20-\x7e]+$/.test(text))),
      )
      .map(([b, key, value]) => setHeader(b, key, value, `headers:hostile-text:${key}`)),
  ];
}

/** Every request the fuzzer may send to a route: valid ones about a quarter of the time. */
export function requestArbitrary(
  schemas: RouteSchemas,
  options: RequestOptions = {},
): fc.Arbitrary<FuzzRequest> {
  const fields = options.fields ?? {};
  const bodyShape = schemas.body ? (objectShape(schemas.body) ?? {}) : null;
  const queryShape = schemas.querystring ? (objectShape(schemas.querystring) ?? {}) : null;
  const headerShape = schemas.headers ? (objectShape(schemas.headers) ?? {}) : null;
  const paramNames = schemas.params ? Object.keys(objectShape(schemas.params) ?? {}) : [];

  const base: fc.Arbitrary<Base> = fc.record({
    body: schemas.body
      ? validArbitrary<Record<string, unknown>>(schemas.body, fields)
      : fc.constant(undefined),
    query: schemas.querystring
      ? validArbitrary(schemas.querystring, fields, toQueryStrings)
      : fc.constant(undefined),
    params:
      options.params ??
      (schemas.params
        ? validArbitrary(schemas.params, fields, (value) =>
            Object.fromEntries(
              Object.entries(toQueryStrings(value)).map(([k, v]) => [k, encodeURIComponent(v)]),
            ),
          )
        : fc.constant({})),
    headers: schemas.headers
      ? validArbitrary(schemas.headers, fields, toQueryStrings)
      : fc.constant({}),
  });

  const mutations = [
    ...(bodyShape ? bodyMutations(base, bodyShape) : []),
    ...(queryShape ? queryMutations(base, queryShape) : []),
    ...(paramNames.length > 0 ? paramMutations(base, paramNames) : []),
    ...(headerShape ? headerMutations(base, headerShape) : []),
  ];
  const valid = base.map((b) => request(b, 'valid'));
  return fc.oneof(
    { weight: Math.max(1, Math.round(mutations.length / 3)), arbitrary: valid },
    ...mutations,
  );
}

/** Replaces a placeholder in a request's body (text or bytes). */
export function replaceInPayload(request: FuzzRequest, marker: string, value: string): FuzzRequest {
  const { payload } = request;
  if (payload === undefined) return request;
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  if (!text.includes(marker)) return request;
  const replaced = text.replaceAll(marker, value);
  return {
    ...request,
    payload: Buffer.isBuffer(payload) ? Buffer.from(replaced, 'latin1') : replaced,
  };
}
