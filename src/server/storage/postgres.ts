/**
 * The Storage interface in the database (table stored_objects), so that every
 * instance behind a load balancer sees every file another one stored. Each
 * call is one statement, hence atomic: a reader sees the old object or the
 * whole new one. Objects are small (an upload is at most 10 MB and is
 * limited before it gets here), so a put is buffered and a get is one row.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { storedObjects } from '../db/schema';
import { assertStorageKey, type Storage, type StoredObject } from './storage';

export class PostgresStorage implements Storage {
  /** The database, or one of its transactions (inTransaction). */
  constructor(private readonly db: Db | Tx) {}

  inTransaction(tx: Tx): Storage {
    return new PostgresStorage(tx);
  }

  async put(key: string, data: Readable | Buffer): Promise<void> {
    assertStorageKey(key);
    // A failing stream rejects here, before any statement: nothing is written.
    const bytes = Buffer.isBuffer(data) ? data : await buffer(data);
    await this.db
      .insert(storedObjects)
      .values({ key, data: bytes, size: bytes.length })
      .onConflictDoUpdate({
        target: storedObjects.key,
        // excluded.*: the bytes are sent once, and modified_at takes its default, now().
        set: {
          data: sql`excluded.data`,
          size: sql`excluded.size`,
          modifiedAt: sql`excluded.modified_at`,
        },
      });
  }

  async get(key: string): Promise<Readable | null> {
    const data = await this.read(key);
    return data && Readable.from([data]);
  }

  async read(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    const [row] = await this.db
      .select({ data: storedObjects.data })
      .from(storedObjects)
      .where(eq(storedObjects.key, key));
    return row?.data ?? null;
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const [row] = await this.db
      .select({ size: storedObjects.size, modifiedAt: storedObjects.modifiedAt })
      .from(storedObjects)
      .where(eq(storedObjects.key, key));
    return row ?? null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async move(from: string, to: string): Promise<boolean> {
    assertStorageKey(from);
    assertStorageKey(to);
    // One statement could not both delete and upsert the same row.
    if (from === to) return this.exists(from);
    // One statement: the bytes never leave the server, and of two moves of the
    // same key at once the second finds the row gone and answers false.
    const { rows } = await this.db.execute(sql`
      with moved as (
        delete from ${storedObjects} where ${storedObjects.key} = ${from}
        returning data, size, modified_at
      )
      insert into ${storedObjects} (key, data, size, modified_at)
      select ${to}, data, size, modified_at from moved
      on conflict (key) do update
        set data = excluded.data, size = excluded.size, modified_at = excluded.modified_at
      returning key`);
    return rows.length === 1;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.db.delete(storedObjects).where(eq(storedObjects.key, key));
  }

  async list(prefix: string): Promise<string[]> {
    // starts_with, not LIKE: '_' is a LIKE wildcard, and keys hold it.
    const rows = await this.db
      .select({ key: storedObjects.key })
      .from(storedObjects)
      .where(sql`starts_with(${storedObjects.key}, ${prefix})`);
    return rows.map((row) => row.key);
  }
}
