/**
 * Writes that lost a race at the database: a unique key another request took a
 * moment earlier, a row another request removed, a deadlock or serialisation
 * failure. They are the client's to retry, so they answer 409, never 500.
 * Drizzle wraps the driver's error as `cause`, so the chain is searched.
 */

/** SQLSTATEs of a lost race (PostgreSQL appendix A). */
const RACE_SQLSTATES: Record<string, string> = {
  '23505': 'unique',
  '23503': 'foreign-key',
  '40001': 'serialization',
  '40P01': 'deadlock',
};

export type LostRace = 'unique' | 'foreign-key' | 'serialization' | 'deadlock';

export const LOST_RACE_MESSAGE =
  'Someone else changed this at the same moment. Refresh the page and try again.';

/** The kind of lost race this error is, or null for any other error. */
export function lostRace(error: unknown): LostRace | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in RACE_SQLSTATES) {
      return RACE_SQLSTATES[code] as LostRace;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The name of the unique constraint a 23505 broke, when the driver says. */
export function brokenConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
