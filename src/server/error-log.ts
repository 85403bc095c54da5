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

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeErrorForLog(error: Error): LoggedError {
  const logged: LoggedError = {
    type: error.name,
    message: withoutQueryValues(error.message),
    stack: withoutQueryValues(error.stack ?? ''),
  };
  const record = error as unknown as Record<string, unknown>;
  for (const key of KEPT_FIELDS) {
    if (record[key] !== undefined) logged[key] = record[key];
  }
  if (error.cause instanceof Error) logged.cause = serializeErrorForLog(error.cause);
  return logged;
}

/**
 * An error as one line for a person (the "Start failed" line): its message and
 * its cause's, with a failed query's values cut out as in the log.
 */
export function errorInOneLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const logged = serializeErrorForLog(error);
  const cause = logged.cause as LoggedError | undefined;
  const parts = [logged.message, cause?.message].filter((part) => part);
  return parts.join(': ').replace(/\s*\n\s*/g, ' ');
}
