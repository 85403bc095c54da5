import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { createTestDatabase } from './helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function appliedMigrations(): Promise<number> {
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.count);
}

describe('migrations', () => {
  it('has applied every committed migration', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations()).toBe(journal.entries.length);
  });

  it('does nothing new on a second and third run and keeps every row', async () => {
    await database.db
      .insert(users)
      .values({ username: 'kept', email: 'kept@example.com', password: 'x' });
    await database.migrate();
    await database.migrate();
    expect(await appliedMigrations()).toBe(journal.entries.length);
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.username)).toEqual(['kept']);
  });

  it('creates every table of the specification', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['activity', 'cash_advances', 'orders', 'products', 'repairs', 'sessions', 'users']),
    );
  });

  it('keeps the decimal precisions and defaults of the specification', async () => {
    const result = await database.db.execute<{
      table_name: string;
      column_name: string;
      numeric_precision: number | null;
      numeric_scale: number | null;
      column_default: string | null;
    }>(sql`select table_name, column_name, numeric_precision, numeric_scale, column_default
           from information_schema.columns where table_schema = 'public'`);
    const column = (table: string, name: string) =>
      result.rows.find((row) => row.table_name === table && row.column_name === name);
    expect(column('cash_advances', 'loan_amount')).toMatchObject({ numeric_precision: 10, numeric_scale: 2 });
    expect(column('cash_advances', 'interest_rate')).toMatchObject({ numeric_precision: 5, numeric_scale: 2 });
    expect(column('cash_advances', 'total_repayment')).toMatchObject({ numeric_precision: 10, numeric_scale: 2 });
    expect(column('repairs', 'estimated_cost')).toMatchObject({ numeric_precision: 8, numeric_scale: 2 });
    expect(column('products', 'price')).toMatchObject({ numeric_precision: 10, numeric_scale: 2 });
    expect(column('orders', 'total_amount')).toMatchObject({ numeric_precision: 10, numeric_scale: 2 });
    expect(column('users', 'role')?.column_default).toContain("'user'");
    expect(column('cash_advances', 'status')?.column_default).toContain("'active'");
    expect(column('repairs', 'status')?.column_default).toContain("'scheduled'");
    expect(column('products', 'status')?.column_default).toContain("'active'");
    expect(column('products', 'is_available')?.column_default).toBe('true');
    expect(column('products', 'is_admin_product')?.column_default).toBe('false');
    expect(column('orders', 'quantity')?.column_default).toBe('1');
    expect(column('orders', 'status')?.column_default).toContain("'pending'");
  });
});
