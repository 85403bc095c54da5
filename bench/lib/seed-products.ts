/**
 * Products for the benchmarks: what a Leeds second-hand shop sells, made by
 * the database itself (INSERT … SELECT over generate_series), so 100,000 rows
 * take seconds. setseed makes every fill alike.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  productCategoryValues,
  productConditionValues,
  type ProductCategory,
} from '../../src/shared/products/values';
import { withIndexesDeferred } from './deferred-indexes';
import { numericArray, textArray } from './sql-arrays';

/** Item, category, four brands, a typical price. */
const catalogue: [
  item: string,
  category: ProductCategory,
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
const categoryNotes: Record<ProductCategory, [string, string, string]> = {
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

/**
 * Adds `count` products over the last two years: 80% active, 12% sold, 8%
 * off-listed, in batches of 10,000 so no statement grows huge.
 */
export async function seedProducts(db: Db, count: number, sellerId: string | null = null) {
  const items = textArray(catalogue.map(([item]) => item));
  const categories = textArray(catalogue.map(([, category]) => category));
  const brands = textArray(catalogue.flatMap(([, , b]) => b));
  const prices = numericArray(catalogue.map(([, , , price]) => price));
  const notes = textArray(generalNotes);
  const perCategory = textArray(productCategoryValues.flatMap((c) => categoryNotes[c]));
  const categoryNames = textArray(productCategoryValues);
  const conditions = textArray(productConditionValues);
  await db.execute(sql`select setseed(0.42)`);
  const batch = 10_000;
  await withIndexesDeferred(db, 'products', async () => {
    for (let start = 1; start <= count; start += batch) {
      const end = Math.min(count, start + batch - 1);
      await db.execute(sql`
      insert into products (seller_id, title, description, category, price, image_url, thumbnail_url,
                            condition, status, is_available, is_admin_product, created_at)
      select
        ${sellerId}::uuid,
        trim(brand || ' ' || item || ' ' || variant),
        'Pre-owned ' || lower(item) || ' from ' || brand || '. '
          || (${perCategory})[(array_position(${categoryNames}, category) - 1) * 3 + 1 + floor(r1 * 3)::int] || ' '
          || (${notes})[1 + floor(r2 * ${generalNotes.length})::int] || ' '
          || (${notes})[1 + floor(r3 * ${generalNotes.length})::int],
        category,
        round((base * (0.35 + r4 * 1.3))::numeric, 2) + 0.01,
        '/images/products/' || n || '.jpg',
        '/images/products/' || n || '-card.jpg',
        (${conditions})[1 + floor(r5 * ${productConditionValues.length})::int],
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
  });
}
