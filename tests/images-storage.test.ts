/**
 * The Storage contract (src/server/storage/storage.ts), the same cases for
 * every implementation: the local disk, and the database on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/server/db/client';
import { LocalDiskStorage } from '../src/server/storage/local-disk';
import { PostgresStorage } from '../src/server/storage/postgres';
import type { Storage } from '../src/server/storage/storage';
import { openScratchPostgres } from './helpers/scratch-database';

type Implementation = {
  name: string;
  open(): Promise<{ storage: Storage; empty(): Promise<void>; close(): Promise<void> }>;
};

/** A PGlite database: the tests' migrated template, or a fresh one when running on PostgreSQL. */
async function openPglite(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (template)
    return openDatabase({ kind: 'pglite', template: new Blob([readFileSync(template)]) });
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  return database;
}

const inDatabase = (name: string, open: () => Promise<Database>): Implementation => ({
  name,
  open: async () => {
    const database = await open();
    return {
      storage: new PostgresStorage(database.db),
      empty: async () => {
        await database.db.execute(sql`delete from stored_objects`);
      },
      close: () => database.close(),
    };
  },
});

const serverUrl = process.env.TEST_DATABASE_URL;
const implementations: Implementation[] = [
  {
    name: 'LocalDiskStorage',
    open: async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'shop-storage-'));
      const empty = async () => {
        rmSync(root, { recursive: true, force: true });
      };
      return { storage: new LocalDiskStorage(root), empty, close: empty };
    },
  },
  inDatabase('PostgresStorage on PGlite', openPglite),
  ...(serverUrl
    ? [
        inDatabase('PostgresStorage on PostgreSQL', () =>
          openScratchPostgres(serverUrl, 'shop_storage'),
        ),
      ]
    : []),
];

const bytes = (text: string) => Buffer.from(text);
const streamOf = (...parts: string[]) => Readable.from(parts.map(bytes));
const failingStream = (afterBytes: string) =>
  new Readable({
    read() {
      this.push(bytes(afterBytes));
      this.destroy(new Error('the client went away'));
    },
  });

describe.each(implementations)('$name', (implementation) => {
  let storage: Storage;
  let opened: Awaited<ReturnType<Implementation['open']>>;
  beforeAll(async () => {
    opened = await implementation.open();
    storage = opened.storage;
  });
  afterAll(() => opened.close());
  beforeEach(() => opened.empty());

  it('puts a buffer or a stream and reads it back whole, as bytes or a stream', async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage.put('images/a/original.jpg', every);
    await storage.put('uploads/b', streamOf('one ', 'two ', 'three'));
    expect((await storage.read('images/a/original.jpg'))?.equals(every)).toBe(true);
    expect((await storage.read('uploads/b'))?.toString()).toBe('one two three');
    const stream = await storage.get('images/a/original.jpg');
    expect(stream).not.toBeNull();
    expect((await buffer(stream!)).equals(every)).toBe(true);
  });

  it('tells the size and the time of a write, and whether a key exists', async () => {
    const before = Date.now();
    await storage.put('uploads/c', bytes('12345'));
    const info = await storage.stat('uploads/c');
    expect(info?.size).toBe(5);
    // A second of leeway either side: the database's clock, or the file system's rounding.
    expect(info!.modifiedAt.getTime()).toBeGreaterThan(before - 1000);
    expect(info!.modifiedAt.getTime()).toBeLessThan(Date.now() + 1000);
    expect(await storage.exists('uploads/c')).toBe(true);
  });

  it('answers null or false for a key that holds nothing', async () => {
    expect(await storage.read('uploads/none')).toBeNull();
    expect(await storage.get('uploads/none')).toBeNull();
    expect(await storage.stat('uploads/none')).toBeNull();
    expect(await storage.exists('uploads/none')).toBe(false);
  });

  it('replaces an object whole on a second put', async () => {
    await storage.put('uploads/d', bytes('the first, longer version'));
    await storage.put('uploads/d', bytes('second'));
    expect((await storage.read('uploads/d'))?.toString()).toBe('second');
    expect((await storage.stat('uploads/d'))?.size).toBe(6);
    expect(await storage.list('uploads/')).toEqual(['uploads/d']);
  });

  it('leaves the old object, and nothing else, when a stream fails', async () => {
    await storage.put('uploads/e', bytes('kept'));
    await expect(storage.put('uploads/e', failingStream('half'))).rejects.toThrow(
      'the client went away',
    );
    await expect(storage.put('uploads/f', failingStream('half'))).rejects.toThrow(
      'the client went away',
    );
    expect((await storage.read('uploads/e'))?.toString()).toBe('kept');
    expect(await storage.exists('uploads/f')).toBe(false);
    expect(await storage.list('')).toEqual(['uploads/e']);
  });

  it('keeps one whole object when two puts race', async () => {
    const a = Buffer.alloc(200_000, 0x61);
    const b = Buffer.alloc(100_000, 0x62);
    await Promise.all([storage.put('uploads/g', a), storage.put('uploads/g', b)]);
    const stored = await storage.read('uploads/g');
    expect(stored?.equals(a) || stored?.equals(b)).toBe(true);
  });

  it('moves an object, replacing the target; false when the source is missing', async () => {
    await storage.put('uploads/h.part', bytes('moved'));
    await storage.put('uploads/h', bytes('old target'));
    expect(await storage.move('uploads/h.part', 'uploads/h')).toBe(true);
    expect((await storage.read('uploads/h'))?.toString()).toBe('moved');
    expect(await storage.exists('uploads/h.part')).toBe(false);
    expect(await storage.move('uploads/h.part', 'uploads/h')).toBe(false);
    expect((await storage.read('uploads/h'))?.toString()).toBe('moved');
    // Into another folder, and onto itself.
    expect(await storage.move('uploads/h', 'images/i/original.jpg')).toBe(true);
    expect(await storage.move('images/i/original.jpg', 'images/i/original.jpg')).toBe(true);
    expect(await storage.list('')).toEqual(['images/i/original.jpg']);
  });

  it('deletes an object, and does not mind one that is not there', async () => {
    await storage.put('images/j/original.jpg', bytes('x'));
    await storage.put('images/j/w320.webp', bytes('y'));
    await storage.delete('images/j/w320.webp');
    await storage.delete('images/j/w320.webp');
    await storage.delete('images/none/original.jpg');
    expect(await storage.list('images/j/')).toEqual(['images/j/original.jpg']);
  });

  it('lists the keys under a prefix, a "_" in it matching only "_"', async () => {
    for (const key of ['a_b/x', 'aXb/y', 'a_bc/z', 'a_b2', 'other/a_b/x']) {
      await storage.put(key, bytes(key));
    }
    const sorted = async (prefix: string) => (await storage.list(prefix)).sort();
    expect(await sorted('a_b/')).toEqual(['a_b/x']);
    expect(await sorted('a_b')).toEqual(['a_b/x', 'a_b2', 'a_bc/z']);
    expect(await sorted('a_')).toEqual(['a_b/x', 'a_b2', 'a_bc/z']);
    expect(await sorted('aXb/')).toEqual(['aXb/y']);
    expect(await sorted('none/')).toEqual([]);
    expect(await sorted('')).toEqual(['aXb/y', 'a_b/x', 'a_b2', 'a_bc/z', 'other/a_b/x'].sort());
  });

  it('refuses keys that are not plain segments', async () => {
    for (const key of ['../x', 'a//b', '.hidden', '', 'a/b/', 'a\\b', 'x'.repeat(513)]) {
      await expect(storage.put(key, bytes('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.move('uploads/k', key), key).rejects.toThrow(/invalid storage key/);
    }
    expect(await storage.list('')).toEqual([]);
  });
});

describe('LocalDiskStorage on disk', () => {
  it('writes through a temporary file that a failed stream leaves behind neither', async () => {
    const storage = new LocalDiskStorage(mkdtempSync(path.join(tmpdir(), 'shop-storage-')));
    try {
      await storage.put('x/keep', bytes('k'));
      await expect(storage.put('x/file', failingStream('half'))).rejects.toThrow();
      expect(readdirSync(path.join(storage.root, 'x'))).toEqual(['keep']);
      // Deleting an image's last file removes its emptied folder too.
      await storage.delete('x/keep');
      expect(readdirSync(storage.root)).toEqual([]);
    } finally {
      rmSync(storage.root, { recursive: true, force: true });
    }
  });
});
