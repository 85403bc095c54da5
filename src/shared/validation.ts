/** Field builders shared by every schema, so each rule and message is written once. */
import { z } from 'zod';
import { MAX_DECIMAL_10_2_PENNIES, parsePennies, penniesToDecimal } from './money-math';

export { isBlank, listOf, mustBeOneOf, oneOf, optionalEmail, requiredText } from './fields';

/** An optional text field: blank becomes undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * A positive amount of money, given as a decimal string or number with at
 * most 2 places, that fits decimal(max digits, 2). Answers the decimal string.
 */
export const moneyAmount = (label: string, maxPennies = MAX_DECIMAL_10_2_PENNIES) =>
  z
    .union([z.string(), z.number()], { message: `${label} is required` })
    .transform((value, context) => {
      const pennies = parsePennies(value);
      if (pennies === null) {
        context.addIssue({
          code: 'custom',
          message: `${label} must be an amount in pounds with at most 2 decimal places`,
        });
        return z.NEVER;
      }
      if (pennies <= 0) {
        context.addIssue({ code: 'custom', message: `${label} must be more than £0` });
        return z.NEVER;
      }
      if (pennies > maxPennies) {
        context.addIssue({
          code: 'custom',
          message: `${label} must be at most £${penniesToDecimal(maxPennies)}`,
        });
        return z.NEVER;
      }
      return penniesToDecimal(pennies);
    });

/**
 * A search text from a query string: trimmed, capped, blank meaning none.
 * PostgreSQL text cannot hold U+0000: a NUL in a search answered 500 (issue 26).
 */
export const searchText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    // A pattern, not a refinement: the fuzzer draws values from it (tests/helpers/fuzz).
    // eslint-disable-next-line no-control-regex -- U+0000 is what it refuses
    .regex(/^[^\u0000]*$/, `${label} must not contain NUL characters`)
    .optional()
    .transform((value) => value || undefined);

/** Paging parameters from a query string. */
export const pageParam = z.coerce
  .number({ message: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(100_000, 'page is too large')
  .default(1);
