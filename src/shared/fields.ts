/**
 * The field builders of the public forms' schemas (the request, the booking,
 * sign-in and registration), written with zod/mini so the browser loads a small
 * zod (decision 012). zod/mini schemas are zod's core schemas: the server parses,
 * answers and describes them (fastify-type-provider-zod, the API description)
 * exactly as it does the others, so each rule and message is still written once.
 * ./validation.ts re-exports these beside the builders only the server and the
 * staff screens use.
 */
import * as z from 'zod/mini';

/** "a, b, c": a value list as the messages write it. */
export const listOf = (values: readonly (string | number)[]) => values.join(', ');

/**
 * The message of every value-list field. It names the values the field takes
 * (never their labels: the API refuses "Laptop" where it takes "laptop"), read
 * from the list itself so the message cannot drift from what is accepted.
 */
export const mustBeOneOf = (label: string, values: readonly (string | number)[]) =>
  `${label} must be one of ${listOf(values)}`;

/** Left out, null or empty: what a form sends for a field nobody filled in. */
export const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/**
 * A value-list field. With `blankIsRequired` a value left out or blank says
 * "<label> is required" (a form's select left on its placeholder); any other
 * wrong value names the accepted ones.
 */
export const oneOf = <const T extends readonly string[]>(
  label: string,
  values: T,
  { blankIsRequired = false } = {},
) =>
  z.enum(values, {
    error: (issue) =>
      blankIsRequired && isBlank(issue.input) ? `${label} is required` : mustBeOneOf(label, values),
  });

/** A required text field: trimmed, not blank, capped. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** An optional email: blank or null becomes undefined. */
export const optionalEmail = (label = 'Email') =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.null()], { message: `${label} must be text` })),
      z.transform((value: string | null | undefined) => value?.trim() || undefined),
    ),
    z.optional(z.email(`${label} must be a valid email address`).check(z.maxLength(254))),
  );
