/** Small helpers the modules' read-back checks share. */
import { expect } from 'vitest';
import type { Exchange, FuzzSuite, Role } from '../../helpers/fuzz/runner';

/** The stored row holds every given field as expected (undefined ones are left out). */
export function expectStored(row: unknown, expected: Record<string, unknown>) {
  const given = Object.fromEntries(
    Object.entries(expected).filter(([, value]) => value !== undefined),
  );
  expect(row, 'the stored row reads back as sent').toMatchObject(given);
}

/** Rows added per table by the request. */
export const added = ({ before, after }: Exchange, table: string) =>
  (after[table] ?? 0) - (before[table] ?? 0);

/** The id of the signed-in user of a role, or null for a guest. */
export const userIdOf = (suite: FuzzSuite, role: Role) =>
  role === 'guest' ? null : suite.users[role].id;

/** A page of a list: no more items than asked for, and the paging echoed. */
export function expectPage(body: unknown, query: { page?: number; pageSize?: number } | undefined) {
  const page = body as { items: unknown[]; page: number; pageSize: number; total: number };
  if (query?.page !== undefined) expect(page.page).toBe(query.page);
  if (query?.pageSize !== undefined) expect(page.pageSize).toBe(query.pageSize);
  expect(page.items.length).toBeLessThanOrEqual(page.pageSize);
  expect(page.total).toBeGreaterThanOrEqual(page.items.length);
}
