/**
 * How errors are written to the log. Database errors carry the failed query's
 * values (Drizzle puts them in the message as "params: …", PostgreSQL in
 * `detail` as "Failing row contains (…)"): customers' names, phones and
 * password hashes. So only a known set of fields is kept, and the values are
 * cut out of the message and the stack.
 */

const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'];

const withoutQueryValues = (text: string) => text.replace(QUERY_VALUES, '\nparams: [not logged]');

export function serializeErrorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const fields: Record<string, unknown> = {
    type: error.name,
    message: withoutQueryValues(error.message),
  };
  if (error.stack) fields.stack = withoutQueryValues(error.stack);
  const record = error as unknown as Record<string, unknown>;
  for (const key of KEPT_FIELDS) {
    if (record[key] !== undefined) fields[key] = record[key];
  }
  if (error.cause !== undefined) fields.cause = serializeErrorForLog(error.cause);
  return fields;
}
