import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';

/** The spec's words for a field left blank, where they differ from the schema's. */
export type BlankMessages<Values extends FieldValues> = Partial<Record<FieldPath<Values>, string>>;

/**
 * A resolver from a shared zod schema: the form is checked by exactly the rules
 * the server applies and parses into the payload the API takes. The schemas
 * speak to API clients ("Category must be one of: …"); for a blank field a person
 * reads `blankMessages` instead, the texts the spec gives the form.
 */
export function zodFormResolver<Values extends FieldValues, Output>(
  schema: z.$ZodType<Output, unknown>,
  blankMessages: BlankMessages<Values> = {},
): Resolver<Values, unknown, Output> {
  // The form holds text ('' for "not chosen yet"); the schema parses it.
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [field, message] of Object.entries(blankMessages) as [string, string][]) {
      const error = (result.errors as Record<string, { message?: string } | undefined>)[field];
      if (error && isBlank((values as Record<string, unknown>)[field])) error.message = message;
    }
    return result;
  };
}

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export type ZodFormOptions<Values extends FieldValues, Output> = Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver'
> & {
  /** The shared schema of what the API takes; may change between renders (e.g. guest or signed in). */
  schema: z.$ZodType<Output, unknown>;
  blankMessages?: BlankMessages<Values>;
};

/**
 * The one way to build a form: react-hook-form checked by a shared schema. By
 * default fields are validated on blur and re-validated on change (spec section
 * 5); <FormField> also re-validates a field already showing a message as it is
 * typed in, so the message goes as soon as the value is fixed.
 */
export function useZodForm<Values extends FieldValues, Output = Values>({
  schema,
  blankMessages,
  ...options
}: ZodFormOptions<Values, Output>): UseFormReturn<Values, unknown, Output> {
  return useForm<Values, unknown, Output>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodFormResolver<Values, Output>(schema, blankMessages),
  });
}
