/**
 * zod 4 schema → fast-check arbitrary of values the schema accepts, for the
 * shapes the app's shared schemas use: objects, strings (min/max/regex/email,
 * trimmed), numbers (bounds, int, coerced), booleans, enums, literals,
 * optional/nullable/default, unions, arrays, pipes and preprocessing.
 *
 * A refinement (`refine`, `superRefine`) cannot be read off a schema, so a
 * field that has one needs an arbitrary of its own in `overrides`; without
 * one the mapper throws and names the field. Whole objects are filtered
 * through the schema at the end, which settles refinements across fields.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { emailArbitrary, textArbitrary } from './values';

type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Def = {
  type: string;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
};

export type Overrides = Record<string, fc.Arbitrary<unknown>>;

export const defOf = (schema: z.ZodType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/** The object schema under pipes, defaults and optionals, or null. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return objectShape(def.in!) ?? objectShape(def.out!);
  if (def.innerType) return objectShape(def.innerType);
  return null;
}

/** Whether a field may be left out of its object. */
export const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

/** The most characters a string field takes (through pipes and wrappers), if it says. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  const own = checksOf(def).find(
    (check) => check.check === 'max_length' || check.check === 'length_equals',
  );
  if (own) return own.maximum ?? own.length;
  for (const inner of [def.innerType, def.in, def.out, ...(def.options ?? [])]) {
    const found = inner && maxLengthOf(inner);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether the field holds text somewhere inside (so text mutations make sense). */
export function takesText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  return [def.innerType, def.in, def.out, ...(def.options ?? [])].some(
    (inner) => inner !== undefined && takesText(inner),
  );
}

class UnmappedSchemaError extends Error {}

function stringArbitrary(def: Def, where: string): fc.Arbitrary<string> {
  const checks = checksOf(def);
  if (checks.some((check) => check.check === 'custom')) {
    throw new UnmappedSchemaError(
      `field "${where}" has a refinement: give it an override arbitrary`,
    );
  }
  let min = 0;
  let max = 200;
  let pattern: RegExp | undefined;
  let email = def.format === 'email';
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.length ?? 0;
    if (check.check === 'string_format' && check.format === 'email') email = true;
    else if (check.check === 'string_format' && check.pattern) pattern = check.pattern;
  }
  if (def.format && def.format !== 'email' && def.format !== 'regex') {
    throw new UnmappedSchemaError(
      `field "${where}" has format ${def.format}: give it an override arbitrary`,
    );
  }
  if (email) return emailArbitrary.filter((value) => value.length >= min && value.length <= max);
  if (pattern) {
    return fc.stringMatching(pattern).filter((value) => value.length >= min && value.length <= max);
  }
  return textArbitrary(min, max);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
    if (check.check === 'greater_than') {
      min = Math.max(min, (check.value ?? min) + (check.inclusive ? 0 : integer ? 1 : 1e-6));
    }
    if (check.check === 'less_than') {
      max = Math.min(max, (check.value ?? max) - (check.inclusive ? 0 : integer ? 1 : 1e-6));
    }
    if (check.check === 'custom')
      throw new UnmappedSchemaError('a refined number: give it an override arbitrary');
  }
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function mapSchema(schema: z.ZodType, overrides: Overrides, where: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        fields[key] = overrides[key] ?? mapSchema(field, overrides, key);
        if (!isOptional(field)) requiredKeys.push(key);
      }
      return fc.record(fields, { requiredKeys });
    }
    case 'string':
      return stringArbitrary(def, where);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
    case 'default':
      return fc.option(mapSchema(def.innerType!, overrides, where), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(mapSchema(def.innerType!, overrides, where), { nil: null, freq: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => mapSchema(option, overrides, where)));
    case 'array':
      return fc.array(mapSchema(def.element!, overrides, where), { maxLength: 5 });
    case 'pipe':
      // `.transform(f)` is pipe(schema, transform): values come from the schema.
      // `.pipe(b)` and `z.preprocess` put the rules that matter in the second part.
      return defOf(def.out!).type === 'transform'
        ? mapSchema(def.in!, overrides, where)
        : mapSchema(def.out!, overrides, where);
    case 'unknown':
    case 'any':
      return fc.jsonValue();
    default:
      throw new UnmappedSchemaError(`field "${where}": no arbitrary for zod type ${def.type}`);
  }
}

/**
 * Values the schema accepts. `prepare` turns a generated value into what is
 * checked and sent (query strings hold text, so numbers become strings).
 */
export function validArbitrary<T>(
  schema: z.ZodType,
  overrides: Overrides = {},
  prepare: (value: unknown) => T = (value) => value as T,
): fc.Arbitrary<T> {
  return mapSchema(schema, overrides, '(root)')
    .map(prepare)
    .filter((value) => schema.safeParse(value).success);
}
