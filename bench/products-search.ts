/**
 * Marketplace search benchmark (issue 6): fills a fresh, migrated database
 * with 100,000 products and times the searches the marketplace makes, through
 * the same repository functions the API calls.
 *
 *   npm run bench:products                       in-memory PGlite
 *   DATABASE_URL=postgres://… npm run bench:products
 *       PostgreSQL: a scratch database is created on that server and dropped
 *       afterwards; the database named in the URL is never written to.
 *   … -- --explain      also prints the query plans
 *   PRODUCTS=20000 RUNS=20 …                     a smaller, quicker run
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import {
  productSearchQueries,
  searchProducts,
  type ProductSearchOptions,
} from '../src/server/modules/products/repository';
import { seedProducts } from './lib/seed-products';
import { openBenchDatabase, percentile } from './lib/stats';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 50);
const WARM_UP = 5;
const EXPLAIN = process.argv.includes('--explain');

// ---------------------------------------------------------------- data

async function fill(db: Database['db']) {
  await seedProducts(db, PRODUCTS);
  // Fresh statistics and visibility map, as autovacuum would leave them.
  await db.execute(sql`vacuum analyze products`);
}

// ---------------------------------------------------------------- searches

type Case = { name: string; searches: ProductSearchOptions[] };
const first = { page: 1, pageSize: 24 } as const;
const cases: Case[] = [
  {
    name: 'q only (newest)',
    searches: ['laptop', 'gold ring', 'dewalt', 'iphone', 'headphones', 'boxed'].map((q) => ({
      ...first,
      q,
      sort: 'newest',
    })),
  },
  {
    name: 'q + category (price asc)',
    searches: (
      [
        ['watch', 'Jewelry'],
        ['cordless', 'Tools'],
        ['samsung', 'Electronics'],
        ['leather', 'Accessories'],
      ] as const
    ).map(([q, category]) => ({ ...first, q, category, sort: 'price_asc' })),
  },
  {
    name: 'category + sort price',
    searches: (['Electronics', 'Jewelry', 'Tools', 'Accessories'] as const).flatMap((category) => [
      { ...first, category, sort: 'price_asc' as const },
      { ...first, category, sort: 'price_desc' as const },
    ]),
  },
  { name: 'first page, newest', searches: [{ ...first, sort: 'newest' }] },
  {
    name: 'q rare (few matches)',
    searches: ['hasselblad', 'mulberry', 'nilfisk'].map((q) => ({ ...first, q, sort: 'newest' })),
  },
  {
    name: 'q of 2 letters (worst)',
    searches: ['hp', 'xb'].map((q) => ({ ...first, q, sort: 'newest' })),
  },
  {
    name: 'page 40, newest',
    searches: [{ page: 40, pageSize: 24, sort: 'newest' }],
  },
];

async function time(db: Database['db'], c: Case) {
  const samples: number[] = [];
  let matches = 0;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const search = c.searches[run % c.searches.length]!;
    const started = performance.now();
    const { total } = await searchProducts(db, search);
    const elapsed = performance.now() - started;
    if (run >= WARM_UP) samples.push(elapsed);
    if (run < c.searches.length) matches += total;
  }
  samples.sort((a, b) => a - b);
  return {
    name: c.name,
    median: percentile(samples, 50),
    p99: percentile(samples, 99),
    matches: Math.round(matches / Math.min(c.searches.length, WARM_UP + RUNS)),
  };
}

async function explain(db: Database['db'], c: Case) {
  const queries = productSearchQueries(db, c.searches[0]!);
  for (const [label, query] of Object.entries(queries) as [string, SQLWrapper][]) {
    const result = await db.execute<{ 'QUERY PLAN': string }>(sql`explain analyze ${query}`);
    console.log(`\n-- ${c.name}: ${label} ${JSON.stringify(c.searches[0])}`);
    for (const row of result.rows) console.log(row['QUERY PLAN']);
  }
}

// ---------------------------------------------------------------- run

async function main() {
  const database = await openBenchDatabase('products_bench');
  try {
    const filling = performance.now();
    await fill(database.db);
    const counted = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from products`,
    );
    console.log(
      `${database.kind}: ${counted.rows[0]?.n} products inserted and analysed in ` +
        `${((performance.now() - filling) / 1000).toFixed(1)} s; ${RUNS} timed runs per search after ${WARM_UP} warm-up runs\n`,
    );
    const results = [];
    for (const c of cases) results.push(await time(database.db, c));
    const width = Math.max(...results.map((r) => r.name.length));
    console.log(`| ${'search'.padEnd(width)} | median ms | p99 ms | matches |`);
    console.log(`| ${'-'.repeat(width)} | --------: | -----: | ------: |`);
    for (const r of results) {
      console.log(
        `| ${r.name.padEnd(width)} | ${r.median.toFixed(1).padStart(9)} | ${r.p99.toFixed(1).padStart(6)} | ${String(r.matches).padStart(7)} |`,
      );
    }
    if (EXPLAIN) for (const c of cases) await explain(database.db, c);
  } finally {
    await database.close();
  }
}

await main();
