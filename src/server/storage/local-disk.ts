/**
 * The Storage interface on the local disk: one file per key under a root
 * folder (DATA_DIR by default), written through a temporary file and a
 * rename so a reader never sees half a file. Folders are made on first write,
 * so an app that never stores anything leaves no trace.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type Storage, type StoredObject } from './storage';

const isErrno = (error: unknown, ...codes: string[]) =>
  error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Runs a step that needs the folder, making it first. delete() removes
 * emptied folders, so a folder made a moment ago may be gone: one retry.
 */
async function withFolder<T>(dir: string, step: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true });
  try {
    return await step();
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
    await mkdir(dir, { recursive: true });
    return step();
  }
}

export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; the key is checked first, and the result must stay under the root. */
  private file(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return file;
  }

  async put(key: string, data: Readable | Buffer): Promise<void> {
    const file = this.file(key);
    const dir = path.dirname(file);
    // Dot-named temporary files are never valid keys, so list() never shows them.
    const temp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
    const handle = await withFolder(dir, () => open(temp, 'wx'));
    try {
      if (Buffer.isBuffer(data)) {
        await handle.writeFile(data);
        await handle.close();
      } else {
        await pipeline(data, handle.createWriteStream());
      }
      await rename(temp, file);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const handle = await open(this.file(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'EISDIR')) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'EISDIR')) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async move(from: string, to: string): Promise<boolean> {
    const source = this.file(from);
    const target = this.file(to);
    try {
      await withFolder(path.dirname(target), () => rename(source, target));
      return true;
    } catch (error) {
      if (isErrno(error, 'ENOENT')) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    try {
      await unlink(file);
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
    // An emptied folder (an image's last variant) goes too; a non-empty one stays.
    const parent = path.dirname(file);
    if (parent !== this.root) await rmdir(parent).catch(() => undefined);
  }

  async list(prefix: string): Promise<string[]> {
    // Walk only the folder the prefix names (or its parent, for a partial name).
    const folder = prefix.endsWith('/')
      ? prefix.slice(0, -1)
      : prefix.split('/').slice(0, -1).join('/');
    const dir = folder ? this.file(folder) : this.root;
    let entries;
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isErrno(error, 'ENOENT', 'ENOTDIR')) return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .filter((key) => key.startsWith(prefix));
  }
}
