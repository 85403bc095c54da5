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
import { openBenchDatabase, percentile } from './lib/stats';

const PRODUCTS = Number(process.env.PRODUCTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 50);
const WARM_UP = 5;
const EXPLAIN = process.argv.includes('--explain');

// ---------------------------------------------------------------- data

/** What a Leeds second-hand shop sells: item, category, four brands, a typical price. */
const catalogue: [
  item: string,
  category: string,
  brands: [string, string, string, string],
  price: number,
][] = [
  ['Laptop', 'Electronics', ['Dell', 'Lenovo', 'HP', 'Apple MacBook'], 350],
  ['Smartphone', 'Electronics', ['Apple iPhone', 'Samsung Galaxy', 'Google Pixel', 'OnePlus'], 220],
  ['Tablet', 'Electronics', ['Apple iPad', 'Samsung Galaxy Tab', 'Amazon Fire', 'Lenovo Tab'], 160],
  [
    'Games Console',
    'Electronics',
    ['Sony PlayStation', 'Xbox', 'Nintendo Switch', 'Steam Deck'],
    230,
  ],
  ['Wireless Headphones', 'Electronics', ['Sony', 'Bose', 'Sennheiser', 'JBL'], 90],
  ['Digital Camera', 'Electronics', ['Canon', 'Nikon', 'Fujifilm', 'Panasonic Lumix'], 280],
  ['Smartwatch', 'Electronics', ['Apple Watch', 'Garmin', 'Samsung Galaxy Watch', 'Fitbit'], 120],
  ['Monitor 27"', 'Electronics', ['Dell', 'LG', 'Samsung', 'AOC'], 130],
  ['Gold Ring', 'Jewelry', ['9ct', '18ct', '22ct', 'Hallmarked 9ct'], 260],
  ['Silver Necklace', 'Jewelry', ['Sterling', 'Pandora', 'Thomas Sabo', 'Links of London'], 75],
  ['Diamond Earrings', 'Jewelry', ['0.25ct', '0.5ct', 'Platinum', 'White Gold'], 540],
  ['Gold Chain', 'Jewelry', ['9ct Curb', '18ct Belcher', '9ct Rope', '22ct Figaro'], 420],
  ['Wristwatch', 'Jewelry', ['Seiko', 'Omega', 'Tag Heuer', 'Citizen'], 380],
  ['Cordless Drill', 'Tools', ['DeWalt', 'Makita', 'Bosch', 'Milwaukee'], 85],
  ['Circular Saw', 'Tools', ['DeWalt', 'Makita', 'Evolution', 'Bosch'], 95],
  ['Angle Grinder', 'Tools', ['Makita', 'Bosch', 'Ryobi', 'Milwaukee'], 55],
  ['Socket Set', 'Tools', ['Halfords Advanced', 'Stanley', 'Draper', 'Bahco'], 45],
  ['Pressure Washer', 'Tools', ['Karcher', 'Nilfisk', 'Bosch', 'Ryobi'], 110],
  ['Leather Wallet', 'Accessories', ['Fossil', 'Ted Baker', 'Radley', 'Tommy Hilfiger'], 25],
  ['Designer Handbag', 'Accessories', ['Michael Kors', 'Radley', 'Coach', 'Mulberry'], 150],
  ['Sunglasses', 'Accessories', ['Ray-Ban', 'Oakley', 'Gucci', 'Police'], 60],
  ['Laptop Backpack', 'Accessories', ['Herschel', 'Samsonite', 'North Face', 'Eastpak'], 35],
  ['Coffee Machine', 'Home', ['DeLonghi', 'Nespresso', 'Sage', 'Krups'], 120],
  ['Cordless Vacuum', 'Home', ['Dyson', 'Shark', 'Vax', 'Henry'], 140],
  ['Air Fryer', 'Home', ['Ninja', 'Tefal', 'Tower', 'Cosori'], 55],
  ['Lawn Mower', 'Home', ['Flymo', 'Bosch', 'Mountfield', 'Hayter'], 130],
  ['Mountain Bike', 'Sports', ['Carrera', 'Boardman', 'Specialized', 'Trek'], 260],
  ['Golf Club Set', 'Sports', ['Callaway', 'TaylorMade', 'Ping', 'Wilson'], 210],
  ['Treadmill', 'Sports', ['NordicTrack', 'JLL', 'Reebok', 'Roger Black'], 240],
  ['Dumbbell Set', 'Sports', ['York', 'Bowflex', 'Opti', 'Domyos'], 70],
];
const variants = [
  '',
  'Black',
  'Silver',
  'with Case',
  'Boxed',
  '2022 Model',
  'Bundle',
  'Spares or Repair',
];
const generalNotes = [
  'Tested in our Beeston workshop and fully working.',
  'Light signs of use, nothing that affects how it works.',
  'Comes with the original box and paperwork.',
  'Cleaned, checked and ready to go.',
  'Collection from the shop or same-day local delivery in Leeds.',
  'A few scuffs on the edges; see the photos.',
  'Barely used, bought as an unwanted gift.',
  'Part exchange welcome; ask in store.',
];
const categoryNotes: Record<string, [string, string, string]> = {
  Electronics: [
    'Battery holds a good charge.',
    'Factory reset and wiped.',
    'Charger and cable included.',
  ],
  Jewelry: [
    'Hallmarked and checked by our jeweller.',
    'Presented in a gift box.',
    'Polished and cleaned.',
  ],
  Tools: ['Battery and charger included.', 'Blades recently replaced.', 'Ideal for trade or DIY.'],
  Accessories: [
    'Genuine, with authenticity card.',
    'Inside pockets clean and intact.',
    'Fits most sizes.',
  ],
  Home: ['Descaled and serviced.', 'All attachments included.', 'From a smoke-free home.'],
  Sports: ['Recently serviced.', 'Suits beginners and regulars alike.', 'Folds away for storage.'],
};

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map(quote).join(',')}]::text[]`);

/**
 * One INSERT … SELECT over generate_series per batch: the database makes the
 * rows, so filling 100,000 takes seconds. setseed makes every run alike.
 */
async function fill(db: Database['db']) {
  const items = textArray(catalogue.map(([item]) => item));
  const categories = textArray(catalogue.map(([, category]) => category));
  const brands = textArray(catalogue.flatMap(([, , b]) => b));
  const prices = sql.raw(`ARRAY[${catalogue.map(([, , , price]) => price).join(',')}]::numeric[]`);
  const notes = textArray(generalNotes);
  const categoryOrder = Object.keys(categoryNotes);
  const perCategory = textArray(categoryOrder.flatMap((c) => categoryNotes[c]!));
  const categoryNames = textArray(categoryOrder);
  await db.execute(sql`select setseed(0.42)`);
  const batch = 10_000;
  for (let start = 1; start <= PRODUCTS; start += batch) {
    const end = Math.min(PRODUCTS, start + batch - 1);
    await db.execute(sql`
      insert into products (title, description, category, price, image_url, thumbnail_url,
                            condition, status, is_available, is_admin_product, created_at)
      select
        trim(brand || ' ' || item || ' ' || variant),
        'Pre-owned ' || lower(item) || ' from ' || brand || '. '
          || (${perCategory})[(array_position(${categoryNames}, category) - 1) * 3 + 1 + floor(r1 * 3)::int] || ' '
          || (${notes})[1 + floor(r2 * ${generalNotes.length})::int] || ' '
          || (${notes})[1 + floor(r3 * ${generalNotes.length})::int],
        category,
        round((base * (0.35 + r4 * 1.3))::numeric, 2) + 0.01,
        '/images/products/' || n || '.jpg',
        '/images/products/' || n || '-card.jpg',
        (array['new', 'like-new', 'good', 'fair'])[1 + floor(r5 * 4)::int],
        status,
        status = 'active',
        true,
        now() - r6 * interval '730 days'
      from (
        select n, it, r1, r2, r3, r4, r5, r6,
          (${items})[it] as item,
          (${categories})[it] as category,
          (${brands})[(it - 1) * 4 + 1 + floor(r7 * 4)::int] as brand,
          (${textArray(variants)})[1 + floor(r8 * ${variants.length})::int] as variant,
          (${prices})[it] as base,
          case when r9 < 0.8 then 'active' when r9 < 0.92 then 'sold' else 'inactive' end as status
        from (
          select n, 1 + floor(random() * ${catalogue.length})::int as it,
            random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
            random() as r6, random() as r7, random() as r8, random() as r9
          from generate_series(${start}::int, ${end}::int) as n
        ) as dice
      ) as picked`);
  }
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
