/**
 * The database `npm run bench` loads: a PGlite data directory under .tmp/
 * (kept between runs, so only the first run fills it), or the PostgreSQL
 * database of DATABASE_URL. Rows an earlier run's create calls added are
 * removed first, so every run starts from the same volumes.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import {
  countVolumes,
  ensureBenchAdmin,
  holdsVolumes,
  realisticVolumes,
  seedVolumes,
  type Volumes,
} from './seed';

/** Marks the requests the create call makes, so the next run can remove them. */
export const BENCH_EMAIL_DOMAIN = 'load.bench.example.com';
export const BENCH_CUSTOMER_PREFIX = 'Bench Load';

export type BenchDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export async function prepareBenchDatabase(
  target: BenchDatabase,
  log: (line: string) => void,
): Promise<{ volumes: Volumes; seededS: number | null }> {
  const database = await openDatabase(
    target.kind === 'postgres'
      ? { kind: 'postgres', url: target.url, poolSize: 2 }
      : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    await database.migrate();
    const { db } = database;
    await db.execute(sql`
      delete from cash_advances where customer_email like ${`%@${BENCH_EMAIL_DOMAIN}`}`);
    await db.execute(sql`
      delete from activity where customer_name like ${`${BENCH_CUSTOMER_PREFIX} %`}`);
    await ensureBenchAdmin(db);
    let seededS: number | null = null;
    const held = await countVolumes(db);
    if (!holdsVolumes(held, realisticVolumes)) {
      log(`filling the database (held ${JSON.stringify(held)}) …`);
      seededS = await seedVolumes(db, realisticVolumes);
    }
    return { volumes: await countVolumes(db), seededS };
  } finally {
    await database.close();
  }
}
