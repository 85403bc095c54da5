/** Value lists written into the seeding SQL as array literals (the lists are ours, not input). */
import { sql } from 'drizzle-orm';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map(quote).join(',')}]::text[]`);

export const numericArray = (values: readonly number[]) =>
  sql.raw(`ARRAY[${values.map((value) => String(Number(value))).join(',')}]::numeric[]`);
