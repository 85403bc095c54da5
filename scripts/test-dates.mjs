// `npm run test:dates`: the tests that touch dates (closures, repairs and their
// slots, due dates, reminders, delivery days, cash-up, reports, the calendar's own
// unit tests) and the Prism journey, with the clock set to each of seven
// consecutive days, so no test or check may depend on the day it runs (decision 034).
//
// The default week, Wednesday 24 to Tuesday 30 March 2027, holds a day before a
// bank holiday (Thursday 25th, before Good Friday), two bank holidays (Good
// Friday and Easter Monday), a Sunday, and 23:30 on the night the clocks go
// forward (Saturday 27th; at 01:00 on the 28th London skips an hour). Another
// week: `npm run test:dates -- 2027-10-27` (any YYYY-MM-DD; seven days from it,
// at 10:00 London time except the fourth day, at 23:30).
//
// The clock is libfaketime's (Debian's faketime package) on the whole process
// tree: the tests, the app and the embedded database inside it all read the same
// faked time, which starts at the given instant and then runs on. So the tests
// run on the embedded database; PostgreSQL's clock is the real one.
// PRISM=0 leaves out the Prism journey (it needs `npm run build` first, and a
// minute a day).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DATE_SUITES = [
  'src/shared/calendar',
  'src/shared/repairs',
  'src/shared/orders',
  'src/shared/cash-advances',
  'src/shared/dates.test.ts',
  'tests/closures.test.ts',
  'tests/repairs.test.ts',
  'tests/repair-booking-caps.test.ts',
  'tests/repair-bills.test.ts',
  'tests/repair-tracking.test.ts',
  'tests/cash-advances.test.ts',
  'tests/pawn-book.test.ts',
  'tests/closed-day-interest.test.ts',
  'tests/pawn-sale.test.ts',
  'tests/email-reminders.test.ts',
  'tests/orders.test.ts',
  'tests/cash-up.test.ts',
  'tests/journal-days.test.ts',
  'tests/ledger.test.ts',
  'tests/reports.test.ts',
  'tests/dashboard.test.ts',
];

/** The seven instants (UTC ISO strings) of the week starting `firstDay`. */
export function weekOfInstants(firstDay) {
  const [year, month, day] = firstDay.split('-').map(Number);
  return Array.from({ length: 7 }, (_, offset) => {
    const date = new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
    const londonTime = offset === 3 ? '23:30' : '10:00';
    return { date, londonTime, instant: londonInstant(date, londonTime) };
  });
}

/** The UTC instant of a wall-clock time in London on a date (GMT or BST, whichever holds then). */
function londonInstant(date, time) {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(guess)
      .map((part) => [part.type, Number(part.value)]),
  );
  const londonAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return new Date(guess.getTime() - (londonAsUtc - guess.getTime()));
}

const faketimeStamp = (instant) => instant.toISOString().slice(0, 19).replace('T', ' ');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const firstDay = process.argv[2] ?? '2027-03-24';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay)) throw new Error('The first day is YYYY-MM-DD');
  if (spawnSync('faketime', ['--version']).error)
    throw new Error('faketime is not installed: apt-get install -y faketime');
  const withPrism = process.env.PRISM !== '0';
  if (withPrism && !existsSync('dist/server/main.js'))
    throw new Error('The Prism journey needs the build: npm run build (or PRISM=0)');
  // TZ=UTC: faketime reads its start time in the process's zone; Node's own
  // zone stays UTC like CI's, and the app works in London time by itself.
  // Monotonic clocks stay real, so timers and timeouts behave.
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const env = { ...inherited, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' };
  const results = [];
  for (const { date, londonTime, instant } of weekOfInstants(firstDay)) {
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
    const label = `${weekday} ${date} ${londonTime} London (${instant.toISOString()})`;
    console.log(`\n▶ ${label}`);
    const run = (args) =>
      spawnSync('faketime', [faketimeStamp(instant), ...args], { stdio: 'inherit', env }).status;
    const tests = run(['npx', 'vitest', 'run', '--project', 'server', ...DATE_SUITES]);
    const prism = withPrism ? run(['node', 'scripts/check-prism.mjs']) : 0;
    results.push({ label, passed: tests === 0 && prism === 0 });
  }
  console.log('\nseven-day run:');
  for (const { label, passed } of results) console.log(`  ${passed ? '✔' : '✖'} ${label}`);
  if (results.some((result) => !result.passed)) process.exit(1);
}
