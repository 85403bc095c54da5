/**
 * Cash advances and repairs for the benchmarks, each with its activity entry,
 * made by the database (INSERT … SELECT over generate_series) from the
 * shared value lists. Times spread over the last two years; the statuses
 * follow the age of the record, as in a shop that works through its desk.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { DEFAULT_LOAN_RATES } from '../../src/shared/cash-advances/loan';
import { LOAN_TERM_DAYS, itemCategoryValues } from '../../src/shared/cash-advances/values';
import { deviceTypes, repairTimeSlots } from '../../src/shared/repairs/values';
import { withIndexesDeferred } from './deferred-indexes';
import { numericArray, textArray } from './sql-arrays';

const firstNames = [
  'Aisha',
  'Ben',
  'Chloe',
  'Darren',
  'Emma',
  'Farhan',
  'Grace',
  'Harry',
  'Imran',
  'Jade',
  'Kieran',
  'Leah',
  'Mohammed',
  'Niamh',
  'Owen',
  'Priya',
];
const surnames = [
  'Ahmed',
  'Brown',
  'Clarke',
  'Davies',
  'Evans',
  'Hussain',
  'Jones',
  'Khan',
  'Lee',
  'Patel',
  'Roberts',
  'Smith',
  'Taylor',
  'Walker',
  'Wilson',
  'Wright',
];

/** Three typical items per cash advance category, in itemCategoryValues order. */
const pledgedItems: Record<(typeof itemCategoryValues)[number], [string, string, string]> = {
  jewelry: [
    '18ct gold engagement ring, 0.5ct diamond',
    'Sterling silver charm bracelet',
    'Pair of 9ct gold hoop earrings',
  ],
  gold: ['9ct gold curb chain, 24 g', '22ct gold bangle, 18 g', 'Full sovereign coin, 1968'],
  electronics: [
    'MacBook Air M1 2020, boxed',
    'iPhone 13 128GB, unlocked',
    'PlayStation 5 disc edition',
  ],
  watches: ['Rolex Submariner, box and papers', 'Omega Seamaster 300M', 'Tag Heuer Aquaracer'],
  tools: ['DeWalt 18V drill and driver set', 'Makita mitre saw', 'Hilti SDS hammer drill'],
  'musical-instruments': [
    'Fender Stratocaster, Mexican',
    'Yamaha P-45 digital piano',
    'Roland TD-07 drum kit',
  ],
  collectibles: [
    'Pokémon base set booster box',
    'Signed Leeds United shirt, 1992',
    'Royal Doulton figurine set',
  ],
  other: ['Dyson V15 vacuum', 'Canon EOS R6 body', 'Brompton folding bike'],
};
/** A typical loan in each category, in pounds, in itemCategoryValues order. */
const typicalLoan: Record<(typeof itemCategoryValues)[number], number> = {
  jewelry: 400,
  gold: 600,
  electronics: 250,
  watches: 1500,
  tools: 120,
  'musical-instruments': 300,
  collectibles: 150,
  other: 200,
};

const names = () => sql`
  (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length})::int] || ' ' ||
  (${textArray(surnames)})[1 + floor(random() * ${surnames.length})::int]`;

/**
 * Adds `count` cash advance requests. Those younger than the 28-day term are
 * mostly pending or active; older ones processed, completed or paid, with
 * some approved or rejected.
 */
export async function seedCashAdvances(db: Db, count: number) {
  await db.execute(sql`select setseed(0.17)`);
  await withIndexesDeferred(db, 'cash_advances', () => fillCashAdvances(db, count));
}

async function fillCashAdvances(db: Db, count: number) {
  const categories = textArray(itemCategoryValues);
  const items = textArray(itemCategoryValues.flatMap((c) => pledgedItems[c]));
  const loans = numericArray(itemCategoryValues.map((c) => typicalLoan[c]));
  const goldRate = sql.raw(String(DEFAULT_LOAN_RATES.gold));
  const generalRate = sql.raw(String(DEFAULT_LOAN_RATES.general));
  await db.execute(sql`
    with picked as (
      select n, c, created, ${names()} as customer,
        (${categories})[c] as category,
        case when c = 2 or (c = 1 and random() < 0.5) then 'gold' else 'general' end as collateral,
        round(((${loans})[c] * (0.25 + random() * 1.5))::numeric, 0) as loan,
        random() as r
      from (
        select n, 1 + floor(random() * ${itemCategoryValues.length})::int as c,
          now() - random() * interval '730 days' as created
        from generate_series(1, ${count}) as n
      ) as dice
    ), made as (
      insert into cash_advances (user_id, customer_name, customer_phone, customer_email, item_description,
        item_category, collateral_type, loan_amount, interest_rate, total_repayment, due_date, status, created_at)
      select 'customer_' || floor(extract(epoch from created) * 1000)::bigint,
        customer, '07700 9' || lpad((n % 100000)::text, 5, '0'),
        case when r < 0.7 then lower(replace(customer, ' ', '.')) || n || '@example.com' end,
        (${items})[(c - 1) * 3 + 1 + (n % 3)],
        category, collateral, loan,
        case when collateral = 'gold' then ${goldRate} else ${generalRate} end,
        round(loan * (1 + case when collateral = 'gold' then ${goldRate} else ${generalRate} end / 100.0), 2),
        created + interval '${sql.raw(String(LOAN_TERM_DAYS))} days',
        case
          when created > now() - interval '${sql.raw(String(LOAN_TERM_DAYS))} days' then
            case when r < 0.45 then 'pending' when r < 0.9 then 'active' else 'rejected' end
          else case when r < 0.3 then 'completed' when r < 0.65 then 'paid' when r < 0.9 then 'processed'
                    when r < 0.95 then 'approved' else 'rejected' end
        end,
        created
      from picked
      returning item_description, customer_name, loan_amount, status, created_at
    )
    insert into activity (type, description, customer_name, amount, status, created_at)
    select 'cash_advance', 'Cash advance requested: ' || item_description, customer_name, loan_amount,
      status, created_at
    from made`);
}

const deviceValues = deviceTypes.map((d) => d.value);
const models: Record<(typeof deviceValues)[number], [string, string, string, string]> = {
  laptop: ['Dell XPS 13', 'Lenovo ThinkPad T480', 'HP Pavilion 15', 'Asus ZenBook 14'],
  desktop: ['Dell OptiPlex 7060', 'HP ProDesk 400', 'Custom gaming PC', 'Lenovo IdeaCentre'],
  mac: ['MacBook Pro 13" 2019', 'iMac 27" 2017', 'MacBook Air M1', 'Mac mini 2018'],
  console: ['PS5', 'Xbox Series X', 'Nintendo Switch', 'PS4 Pro'],
};
const problems = [
  'Will not power on',
  'Cracked screen',
  'Overheats and shuts down',
  'HDMI port loose, no picture',
  'Very slow, needs a clean install',
  'Keyboard keys not working',
  'Liquid spilled on it',
  'Fan noisy under load',
];
/** The spec's starting prices: laptop £89, desktop £69, Mac £99, console £79. */
const startingPrice: Record<(typeof deviceValues)[number], number> = {
  laptop: 89,
  desktop: 69,
  mac: 99,
  console: 79,
};

/**
 * Adds `count` guest repair bookings, booked 1 to 10 days ahead. Future
 * slots are scheduled (some cancelled); past ones mostly collected.
 */
export async function seedRepairs(db: Db, count: number) {
  await db.execute(sql`select setseed(0.29)`);
  await db.execute(sql`
    with picked as (
      select n, d, created, ${names()} as customer,
        (created + (1 + floor(random() * 10)::int) * interval '1 day')::date as day,
        random() as r
      from (
        select n, 1 + floor(random() * ${deviceValues.length})::int as d,
          now() - random() * interval '730 days' as created
        from generate_series(1, ${count}) as n
      ) as dice
    ), made as (
      insert into repairs (customer_name, customer_phone, customer_email, device_type, brand_model,
        problem_description, preferred_date, preferred_time, status, estimated_cost, created_at)
      select customer, '07700 9' || lpad((n % 100000)::text, 5, '0'),
        lower(replace(customer, ' ', '.')) || n || '@example.com',
        (${textArray(deviceValues)})[d],
        (${textArray(deviceValues.flatMap((v) => models[v]))})[(d - 1) * 4 + 1 + (n % 4)],
        (${textArray(problems)})[1 + (n * 7 % ${problems.length})],
        day,
        (${textArray(repairTimeSlots)})[1 + (n % ${repairTimeSlots.length})],
        case
          when day > current_date then case when r < 0.9 then 'scheduled' else 'cancelled' end
          when day > current_date - 3 then case when r < 0.5 then 'in_progress' else 'ready' end
          else case when r < 0.85 then 'collected' else 'cancelled' end
        end,
        case when day <= current_date or r < 0.5
          then (${numericArray(deviceValues.map((v) => startingPrice[v]))})[d] + floor(r * 8) * 10 end,
        created
      from picked
      returning device_type, brand_model, customer_name, created_at
    )
    insert into activity (type, description, customer_name, status, created_at)
    select 'repair', 'Repair booked: ' || brand_model, customer_name, 'scheduled', created_at
    from made`);
}
