/**
 * Hostile and awkward values the fuzzer mixes into requests, and arbitraries
 * of valid values for fields whose rules are refinements (which cannot be
 * read off a zod schema).
 */
import fc from 'fast-check';
import { parseUkPhone } from '../../../src/shared/phone';

/** SQL, HTML, template and path fragments: stored verbatim when accepted, never executed. */
export const HOSTILE_FRAGMENTS = [
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE products;--",
  "1' OR '1'='1",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password FROM users --",
  '$$; DELETE FROM sessions; $$',
  '\\x27 \\\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '{{7*7}} ${7*7} <%= 7*7 %>',
  '../../etc/passwd',
  '%00%27%22',
  'Zoë Ó’Brien – £5 🎸',
  '\u202eevil\u202c',
  '\u00a0non-breaking\u2003space',
  'ﷺ𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

/** Characters PostgreSQL text cannot hold (NUL) or that often break parsers. */
/**
 * What once made a search answer 500 or match everything (issue 26): LIKE
 * wildcards, the escape character, quotes, NUL, regular-expression and
 * bracket characters, and far too much of it. Sent raw (already encoded).
 */
export const SEARCH_INPUTS = [
  '%25',
  '_',
  '%5C',
  'ab%5C',
  '%27',
  '%22',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%5B',
  '(',
  '.*%5B(%5C',
  '%25%25_',
  'CA-99999999999999999999',
  'x'.repeat(10_000),
];

export const CONTROL_FRAGMENTS = [
  'a\u0000b',
  '\u0000',
  'x\u0001\u001f\u007f',
  '\u2028\u2029',
  '\ufeffbom',
  'tab\tnew\nline\r',
];

/** Byte sequences that are not UTF-8: a lone continuation, truncated, overlong, an encoded surrogate… */
export const INVALID_UTF8_SEQUENCES = [
  [0xff],
  [0xfe, 0xfe],
  [0x80],
  [0xc3, 0x28],
  [0xe2, 0x82],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
].map((bytes) => Buffer.from(bytes));

/** Well-formed text of every script, with some hostile fragments among it. */
export function textArbitrary(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const cap = Math.min(maxLength, 60);
  const plain = fc.string({ minLength, maxLength: cap });
  const unicode = fc.string({ unit: 'grapheme', minLength, maxLength: cap });
  const fragment = fc.constantFrom(...HOSTILE_FRAGMENTS);
  const mixed = fc.tuple(plain, fragment).map(([a, b]) => `${a} ${b}`);
  return fc
    .oneof({ weight: 3, arbitrary: plain }, { weight: 2, arbitrary: unicode }, fragment, mixed)
    .map((text) => truncate(text, maxLength))
    .filter((text) => text.trim().length >= minLength);
}

/** Cuts at most `max` UTF-16 units without splitting a surrogate pair. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Text that may carry blanks around it (every text field trims). */
export const padded = (inner: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  ', '\t'), inner, fc.constantFrom('', ' ', '\n'))
    .map(([before, text, after]) => `${before}${text}${after}`);

export const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'co.uk', 'org', 'example'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/**
 * UK mobiles and landlines in the spellings people type (decision 019): the
 * Ofcom drama ranges and real mobile ranges, checked as the schema checks them.
 */
export const phoneArbitrary = fc.oneof(
  fc.stringMatching(/^07700 ?900\d{3}$/),
  fc.stringMatching(/^07[45789]\d{2} \d{6}$/).filter((text) => parseUkPhone(text) !== null),
  fc.stringMatching(/^\+44 ?(\(0\))?7700 ?900\d{3}$/),
  fc.stringMatching(/^0044 7700 900\d{3}$/),
  fc.stringMatching(/^\(0113\) 496[ -]0\d{3}$/),
);

/** Pounds with at most 2 places, as a string or a number, within decimal(10,2). */
export function moneyArbitrary(maxPennies = 99_999_999_99): fc.Arbitrary<string | number> {
  return fc
    .integer({ min: 1, max: maxPennies })
    .chain((pennies) =>
      fc.constantFrom(
        (pennies / 100).toFixed(2),
        String(pennies / 100),
        pennies / 100,
        ...(pennies % 100 === 0 ? [String(pennies / 100), pennies / 100] : []),
      ),
    );
}

/** 'YYYY-MM-DD' strings, valid or not, for date query parameters. */
export const ymdArbitrary = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** Any JSON value of any type, for wrong-type and extra-field cases. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1e21, -1e21, 1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
);

export const negativeValues = fc.constantFrom(
  -1,
  -0.01,
  -999_999_999,
  -1e21,
  '-1',
  '-0.01',
  '-5.00',
  -0,
);
