/**
 * Where files live for each database. On PostgreSQL several instances may
 * serve the shop, so files go into the database every one of them reads. The
 * embedded PGlite is one process by nature (decision 001): files stay on its
 * local disk under DATA_DIR, beside the database itself.
 */
import type { Database } from '../db/client';
import { LocalDiskStorage } from './local-disk';
import { PostgresStorage } from './postgres';
import type { Storage } from './storage';

export type AppStorage = {
  /** Seen by every instance: uploads, stored images, request photos. */
  shared: Storage;
  /** This instance's own disk: copies it can remake at will (resized variants). */
  local: Storage;
};

export function storageFor(database: Database, dataDir: string): AppStorage {
  const local = new LocalDiskStorage(dataDir);
  return {
    shared: database.kind === 'postgres' ? new PostgresStorage(database.db) : local,
    local,
  };
}
