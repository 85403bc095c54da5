// `npm run test:embedded`: the API tests that depend on the database engine or on
// the runtime, on the embedded database (PGlite) with whichever Node runs this
// script. CI runs it on Node 24 after the whole suite has run on PostgreSQL and
// the machine's Node (`npx -y node@24 scripts/test-embedded.mjs`); the rest of the
// suite checks what the app does, which is the same on both (decision 034).
import { spawnSync } from 'node:child_process';

/** Each file, with what in it depends on the engine or the runtime. */
export const EMBEDDED_DATABASE_TESTS = {
  // The engine itself: the schema, the data and the files it keeps.
  'tests/migrations.test.ts': 'every migration applied, and applied again, on the engine',
  'tests/seed-demo.test.ts': 'the demo data `npm start` writes to the embedded database',
  'tests/startup.test.ts': 'opening the database on disk at start-up',
  'tests/start-script.test.ts': 'the start script on the embedded database and its data folder',
  'tests/health.test.ts': 'readiness answered by the embedded database',
  'tests/images-storage.test.ts': 'photos on the local disk and inside PGlite',
  'tests/faults.test.ts': 'a closed PGlite, where PostgreSQL has a pool that ends',
  // The one connection: a transaction holds it, so a query outside it waits.
  'tests/races.test.ts': 'two writes held at a barrier, serialised by the one connection',
  'tests/account-emails.test.ts': 'a writer held in its transaction while others wait',
  'tests/cache-coherence.test.ts': 'cached answers with no time limit (no other process writes)',
  'tests/challenges.test.ts': 'spent challenges on the same connection as the request',
  'tests/images-instances.test.ts': 'two apps sharing one PGlite in one process',
  'tests/pawn-sale.test.ts': 'a sale, its surplus and its journal in one transaction',
  'tests/online-payments.test.ts': 'webhooks and sweeps writing money in one transaction',
  'tests/payment-settlement.test.ts': 'a session settled with its money in one transaction, a fault rolling back both',
  'tests/repair-online-payments.test.ts': 'a repair bill paid by webhook in one transaction',
  'tests/cash-up.test.ts': 'closing a day while payments are written',
  'tests/journal-days.test.ts': 'a close waiting for a payment held open on the one connection',
  'tests/ledger.test.ts': 'the database refusing an unbalanced or changed journal entry',
  'tests/money-holds.test.ts': 'one refund and one sale when two writes meet on the one connection',
  'tests/lending-terms.test.ts': 'a withdrawal, a waiver posted with its journal entry, two waivers held at a barrier',
  'tests/password-reset-cap.test.ts': 'two reset requests for one address held at a barrier',
  'tests/request-photo-addresses.test.ts': 'two apps counting photo addresses in one database',
  // The runtime: Intl, crypto and Buffer as the newer Node has them.
  'tests/engines.test.ts': 'the Node versions package.json accepts',
  'tests/config.test.ts': 'reading the environment',
  'src/shared': 'the pure rules (dates, money, phones, postcodes) on the newer runtime',
  'src/server': 'the server helpers on the newer runtime',
};

const { TEST_DATABASE_URL: _unused, ...env } = process.env;
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'server',
    ...Object.keys(EMBEDDED_DATABASE_TESTS),
  ],
  { stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
