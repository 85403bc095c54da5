/**
 * The fast bulk seeder of the benchmarks: fills a migrated database up to
 * realistic volumes, adding only what is missing so a reused database is
 * ready at once, and makes the admin the benchmarks sign in as.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/modules/auth/password';
import { findUserByUsername, insertUser } from '../../src/server/modules/auth/repository';
import { seedProducts } from './seed-products';
import { seedCashAdvances, seedRepairs } from './seed-records';

export type Volumes = { products: number; cashAdvances: number; repairs: number };

/** What a busy shop holds after a few years (the figures). */
export const realisticVolumes: Volumes = {
  products: 100_000,
  cashAdvances: 50_000,
  repairs: 20_000,
};

export const benchAdmin = {
  username: 'bench_admin',
  email: 'bench_admin@example.com',
  password: 'bench admin password',
} as const;

export async function countVolumes(db: Db): Promise<Volumes> {
  const result = await db.execute<Volumes>(sql`
    select (select count(*)::int from products) as "products",
           (select count(*)::int from cash_advances) as "cashAdvances",
           (select count(*)::int from repairs) as "repairs"`);
  return result.rows[0]!;
}

export const holdsVolumes = (held: Volumes, wanted: Volumes) =>
  held.products >= wanted.products &&
  held.cashAdvances >= wanted.cashAdvances &&
  held.repairs >= wanted.repairs;

/** The bench admin's id, made on first use. */
export async function ensureBenchAdmin(db: Db): Promise<string> {
  const existing = await findUserByUsername(db, benchAdmin.username);
  if (existing) return existing.id;
  const user = await insertUser(db, {
    username: benchAdmin.username,
    email: benchAdmin.email,
    passwordHash: await hashPassword(benchAdmin.password),
    role: 'admin',
  });
  return user.id;
}

/**
 * Tops the tables up to `wanted`, then refreshes statistics and the
 * visibility map as autovacuum would. Answers the seconds it took.
 */
export async function seedVolumes(db: Db, wanted: Volumes = realisticVolumes): Promise<number> {
  const started = performance.now();
  const held = await countVolumes(db);
  const sellerId = await ensureBenchAdmin(db);
  if (held.products < wanted.products) {
    await seedProducts(db, wanted.products - held.products, sellerId);
    // A listing entry each, as the admin screens write; on a first fill only, to keep it simple.
    if (held.products === 0) {
      await db.execute(sql`
        insert into activity (type, description, amount, status, actor_id, created_at)
        select 'product', 'New listing: ' || title, price, 'active', seller_id, created_at
        from products`);
    }
  }
  if (held.cashAdvances < wanted.cashAdvances) {
    await seedCashAdvances(db, wanted.cashAdvances - held.cashAdvances);
  }
  if (held.repairs < wanted.repairs) await seedRepairs(db, wanted.repairs - held.repairs);
  await db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}
