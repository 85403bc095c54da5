/**
 * Cash advance benchmark (issue 4): fills a fresh database with 50,000
 * requests (bench/lib/seed-records.ts), then times the admin list page and
 * the create call through the real app (buildApp + inject, so validation,
 * guards and serialisation count).
 *
 *   npm run bench:cash-advances                    in-memory PGlite
 *   DATABASE_URL=postgres://… npm run bench:cash-advances
 *       PostgreSQL: a throwaway database on that server, dropped afterwards
 *   ADVANCES=10000 RUNS=20 …                        a smaller, quicker run
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { countRequestGroups } from '../src/server/modules/cash-advances/repository';
import { injectChallenge, type ChallengeAnswer } from '../tests/helpers/challenge';
import { signedInUser } from '../tests/helpers/users';
import { seedCashAdvances } from './lib/seed-records';
import { openBenchDatabase, printTable, timeRuns } from './lib/stats';

const ADVANCES = Number(process.env.ADVANCES ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 100);

const database = await openBenchDatabase('cash_advances_bench');
try {
  const filling = performance.now();
  await seedCashAdvances(database.db, ADVANCES);
  await database.db.execute(sql`analyze cash_advances`);
  console.log(
    `${database.kind}: ${ADVANCES} cash advances inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s; ` +
      `${RUNS} timed runs each after 5 warm-up runs\n`,
  );

  const app = await buildApp({ config: testConfig({ formRateLimit: 1_000_000 }), database });
  await app.ready();
  const admin = await signedInUser(app, 'admin');
  const get = (url: string) => async () => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  };
  // Asked before the clock starts: the create call is timed, not the question.
  const questions: ChallengeAnswer[] = [];
  for (let i = 0; i < RUNS + 5; i += 1) questions.push(await injectChallenge(app));
  const { active } = await countRequestGroups(database.db);
  const lastPage = Math.max(1, Math.ceil(active / 20));
  const cases: [string, (run: number) => Promise<unknown>][] = [
    [
      'admin list, active tab, page 1 of 5',
      get('/api/admin/cash-advances?group=active&page=1&pageSize=5'),
    ],
    [
      'admin list, processed tab, page 1 of 20',
      get('/api/admin/cash-advances?group=processed&page=1&pageSize=20'),
    ],
    [
      `admin list, active tab, page ${lastPage} of 20`,
      get(`/api/admin/cash-advances?group=active&page=${lastPage}&pageSize=20`),
    ],
    [
      'create (POST /api/cash-advances)',
      async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/cash-advances',
          headers: { 'idempotency-key': randomUUID() },
          payload: {
            customerName: 'Bench Customer',
            customerPhone: '07700 900123',
            itemDescription: '9ct gold chain, 12 g',
            itemCategory: 'gold',
            collateralType: 'gold',
            loanAmount: '250.00',
            ...questions.pop(),
          },
        });
        if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      },
    ],
  ];
  const rows: (string | number)[][] = [];
  for (const [name, task] of cases) {
    const { median, p99 } = await timeRuns(task, RUNS);
    rows.push([name, Number(median.toFixed(2)), Number(p99.toFixed(2))]);
  }
  printTable(['call', 'median ms', 'p99 ms'], rows);
  await app.close();
} finally {
  await database.close();
}
