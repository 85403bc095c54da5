/**
 * Start-up when several instances share one PostgreSQL (issue "Run as two or
 * more instances"): migrations and demo seeding happen once under an advisory
 * lock, and a failed start names its error without a query's values.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed/seed-demo';
import { withStartupLock } from '../src/server/db/startup-lock';
import { errorInOneLine } from '../src/server/error-log';

const serverUrl = process.env.TEST_DATABASE_URL;

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)(
  'three instances starting at once on an empty PostgreSQL database',
  () => {
    it('migrate and seed the demo data once, and all of them start', async () => {
      const name = `shop_start_${process.pid}_${randomBytes(4).toString('hex')}`;
      await asAdmin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const databases = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })),
      );
      try {
        const results = await Promise.allSettled(
          databases.map((database) =>
            withStartupLock(url.toString(), async () => {
              await database.migrate();
              return seedDemoData(database.db);
            }),
          ),
        );
        expect(results.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const seeded = results.map(
          (result) => result.status === 'fulfilled' && result.value.seeded,
        );
        expect(seeded.filter(Boolean)).toHaveLength(1);
        // One demo owner and one demo member of staff, however many instances seeded at once.
        const { rows } = await databases[0]!.db.execute<{ staffRole: string; logins: number }>(
          sql`select staff_role as "staffRole", count(*)::int as logins from users
              where role = 'admin' group by staff_role order by staff_role`,
        );
        expect(rows).toEqual([
          { staffRole: 'owner', logins: 1 },
          { staffRole: 'staff', logins: 1 },
        ]);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
        await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  },
);

describe('the "Start failed" line', () => {
  it('names the error and its cause on one line, without the failed query’s values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_username_unique"'),
      {
        detail: 'Key (username)=(admin) already exists.',
      },
    );
    const error = new Error(
      'Failed query: insert into "users" ("username", "password") values ($1, $2)\nparams: admin,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      { cause },
    );
    const line = errorInOneLine(error);
    expect(line).toBe(
      'Failed query: insert into "users" ("username", "password") values ($1, $2) params: [not logged]: duplicate key value violates unique constraint "users_username_unique"',
    );
    expect(line).not.toContain('argon2id');
    expect(line).not.toContain('Key (username)');
  });
});
