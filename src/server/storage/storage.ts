/**
 * Where files live, behind one small interface so the local disk can later be
 * swapped for an object store. Keys are chosen by the server only
 * ("uploads/<id>", "images/<id>/original.jpg"); an implementation still
 * refuses any key that is not made of plain, safe segments.
 */
import type { Readable } from 'node:stream';
import type { Tx } from '../db/client';

export type StoredObject = { size: number; modifiedAt: Date };

export interface Storage {
  /**
   * Writes the key atomically: readers see the old object or the whole new
   * one, never a part. A stream that fails leaves nothing behind and rejects
   * with the stream's error.
   */
  put(key: string, data: Readable | Buffer): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Renames an object (replacing any at `to`); false when `from` is missing. */
  move(from: string, to: string): Promise<boolean>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Every key starting with the prefix, in no particular order. */
  list(prefix: string): Promise<string[]>;
  /**
   * The same storage, its calls made inside the given transaction of its own
   * database, so a write commits or rolls back with the rest of it (an audit
   * row, decision 025). Only where objects are database rows (PostgresStorage);
   * absent where they are files, which no transaction holds (LocalDiskStorage).
   */
  inTransaction?(tx: Tx): Storage;
}

/** Plain segments of letters, digits, '.', '_' and '-', none starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Throws unless the key is one or more safe segments joined by '/'. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new InvalidStorageKeyError(key);
  }
}
