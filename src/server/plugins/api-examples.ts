/**
 * An example for every schema and every operation of the API description
 * (decision 032), worked out from the schema itself so it can never disagree
 * with it: the schema's own example or default when it has one, else a value
 * of its type, format and value list, shaped like the field it fills (an amount
 * reads "120.00", a date "2026-05-18"). Redocly's no-invalid-media-type-examples
 * and the contract test check them.
 */
type Schema = Record<string, unknown>;

const SAMPLE_DATE = '2026-05-18';
const SAMPLES_BY_FORMAT: Record<string, string> = {
  date: SAMPLE_DATE,
  'date-time': '2026-05-18T09:30:00.000Z',
  uuid: '3f6c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f',
  email: 'customer@example.com',
  uri: 'https://shop.example/',
};

/** Plausible text by field name, first match wins. */
const SAMPLES_BY_NAME: [RegExp, string][] = [
  [/rate$/i, '5.00'],
  [
    /(amount|price|cost|total|balance|fee|paid|owed|interest|principal|charge|subtotal|surplus|shortfall|expenses|cash|sum|value)/i,
    '120.00',
  ],
  [/phone/i, '07700 900123'],
  [/email/i, 'customer@example.com'],
  [/reason/i, 'Not collected by the due date'],
  [/postcode/i, 'LS11 5AB'],
  [/username|actor|takenBy/i, 'jsmith'],
  [/name$/i, 'Jane Smith'],
  [/agreementNumber/i, 'CA-000123'],
  [/reference/i, 'OR-000123'],
  [/(url|path)$/i, '/images/3f6c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f'],
  [/^(date|day|on|from|to)$|(Date|Day|Until|Ends|From)$/, SAMPLE_DATE],
  [/^(time|slot)$|(Time|Slot)$/, '09:30'],
  [/message/i, 'Done.'],
  [/description|note|reason/i, 'Gold ring, 9ct, hallmarked'],
  [/address/i, '12 Church Street, Beeston, Leeds'],
  [/code$/i, 'K7P2XQ9M'],
];

function sampleString(schema: Schema, name: string): string {
  const format = schema.format as string | undefined;
  const candidates = [
    ...(format && SAMPLES_BY_FORMAT[format] ? [SAMPLES_BY_FORMAT[format]] : []),
    ...SAMPLES_BY_NAME.filter(([pattern]) => pattern.test(name)).map(([, value]) => value),
    'text',
    SAMPLE_DATE,
    '120.00',
    '1',
    'A',
  ];
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  // A pattern that starts with fixed text (`^/api/request-photos/uploads/`): that text, then more.
  const prefix =
    typeof schema.pattern === 'string'
      ? /^\^((?:\\.|[^\\.*+?()[\]{}|^$])*)/.exec(schema.pattern)?.[1]?.replace(/\\(.)/g, '$1')
      : undefined;
  if (prefix) candidates.unshift(`${prefix}3f6c2a8e`);
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Infinity;
  for (const candidate of candidates) {
    const sized = candidate.padEnd(min, 'x').slice(0, max);
    if (!pattern || pattern.test(sized)) return sized;
  }
  return candidates[0]!.padEnd(min, 'x').slice(0, max);
}

function sampleNumber(schema: Schema): number {
  const minimum =
    (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined);
  const maximum = schema.maximum as number | undefined;
  let value = minimum !== undefined ? Math.max(minimum, 1) : 1;
  if (schema.exclusiveMinimum !== undefined && value <= (schema.exclusiveMinimum as number))
    value += 1;
  if (maximum !== undefined && value > maximum) value = maximum;
  return value;
}

/** A value the schema accepts; `$ref`s are followed in `schemas` (components.schemas). */
export function exampleOf(
  schema: unknown,
  schemas: Record<string, unknown>,
  name = '',
  depth = 0,
): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  const s = schema as Schema;
  if (typeof s.$ref === 'string') {
    const target = schemas[s.$ref.split('/').at(-1)!];
    return exampleOf(target, schemas, name, depth + 1);
  }
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('example' in s) return s.example;
  if ('const' in s) return s.const;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum))
    return s.enum.find((value) => value !== '' && value !== null) ?? s.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = s[key] as Schema[] | undefined;
    if (branches) {
      const branch = branches.find((b) => b.type !== 'null') ?? branches[0];
      return exampleOf(
        { ...branch, ...(s.format ? { format: s.format } : {}) },
        schemas,
        name,
        depth + 1,
      );
    }
  }
  if (Array.isArray(s.allOf)) {
    return Object.assign(
      {},
      ...s.allOf.map((part) => exampleOf(part, schemas, name, depth + 1) as object),
    );
  }
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          exampleOf(value, schemas, key, depth + 1),
        ]),
      );
    }
    case 'array': {
      const count = Math.max(1, (s.minItems as number | undefined) ?? 1);
      if (s.maxItems === 0) return [];
      return Array.from({ length: count }, () => exampleOf(s.items, schemas, name, depth + 1));
    }
    case 'string':
      return sampleString(s, name);
    case 'number':
    case 'integer':
      return sampleNumber(s);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      // A schema without a type (any JSON): an object stands for it.
      return s.properties ? exampleOf({ ...s, type: 'object' }, schemas, name, depth + 1) : {};
  }
}
