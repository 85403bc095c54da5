/**
 * Product images from upload to delivery, over the Storage interface.
 *
 * Keys (all chosen here, never from a request), in the shared storage that
 * every instance sees (storage/for-database.ts):
 *   uploads/<objectId>        checked: really a JPEG, PNG, WebP or GIF
 *   uploads/<objectId>.json   turned into an image: {"imageId": …} (the upload itself is gone)
 *   images/<imageId>/original.jpg          the re-encoded image
 * and in this instance's variant cache (delivery.ts; the same storage with PGlite):
 *   images/<imageId>/w320.webp, full.webp  variants, made on first request
 * Uploads left over for a day (never turned into an image, or already turned)
 * are swept when a new upload address is handed out.
 */
import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  FILE_TOO_LARGE_MESSAGE,
  IMAGE_ID_PATTERN,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_PROCESS_FAILED_MESSAGE,
  UPLOAD_URL_INVALID_MESSAGE,
  storedImageId,
} from '@shared/images';
import type { Db, Tx } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../http-error';
import type { Storage } from '../../storage/storage';
import { audit } from '../audit/record';
import { ImageDelivery, imageFolder, originalKey } from './delivery';
import { reencodeImage } from './processing';
import type { WorkPool } from './work-pool';
import { OBJECT_ID_PATTERN, UPLOAD_PATH_PREFIX, newUploadUrl, verifyUploadToken } from './tokens';
import { claimUploadAddress, forgetExpiredClaims, releaseUploadAddress } from './upload-claims';
import {
  readImageUpload,
  refuseAnnouncedTooLarge,
  uploadLinkInvalid,
  type ImageUploadRules,
} from './upload-body';

const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const PRODUCT_IMAGE_UPLOAD: ImageUploadRules = {
  maxBytes: MAX_IMAGE_BYTES,
  formats: ['jpeg', 'png', 'webp', 'gif'],
  tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
  unsupportedMessage: UNSUPPORTED_IMAGE_MESSAGE,
};

export type ImageServiceOptions = {
  db: Db;
  /** Uploads and stored images, seen by every instance. */
  storage: Storage;
  /** Resized variants, which any instance can remake: its own disk. Defaults to `storage`. */
  variantCache?: Storage;
  /** Signs upload addresses (config.sessionSecret). */
  secret: string;
  log: FastifyBaseLogger;
  /** Where every decode and re-encode runs (work-pool.ts): one per instance. */
  pool: WorkPool;
  now?: () => number;
};

export class ImageService {
  readonly storage: Storage;
  readonly variantCache: Storage;
  /** GET /images/<id>: the original or a variant. */
  readonly delivery: ImageDelivery;
  readonly pool: WorkPool;
  private readonly db: Db;
  private readonly secret: string;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => number;
  /** Uploads being turned into images, so two requests for the same one share the result. */
  private readonly processing = new Map<string, Promise<string>>();
  private lastSweep = 0;

  constructor(options: ImageServiceOptions) {
    this.db = options.db;
    this.storage = options.storage;
    this.variantCache = options.variantCache ?? options.storage;
    this.pool = options.pool;
    this.delivery = new ImageDelivery(this.storage, this.variantCache, options.log, this.pool);
    this.secret = options.secret;
    this.log = options.log;
    this.now = options.now ?? Date.now;
  }

  // ------------------------------------------------------------ 1. address

  /** A signed address for one upload within the next 15 minutes. */
  createUploadUrl(): { uploadURL: string } {
    this.sweepSoon();
    return { uploadURL: newUploadUrl(this.secret, UPLOAD_PATH_PREFIX, this.now()) };
  }

  // ------------------------------------------------------------ 2. upload

  /**
   * Keeps the body only if it is an accepted image. 403 for a forged,
   * expired or used address (used on any instance: the claim is a database
   * row); 413 past MAX_IMAGE_BYTES (from Content-Length, or as soon as the
   * stream passes it) or past 40 megapixels (from the header); 415 for
   * anything that is not a JPEG, PNG, WebP or GIF; 503 while the work pool is
   * full, or holds as many uploads as it may (then before the body is read).
   * A refused upload gives its claim back, so it leaves nothing behind and
   * the address may be tried again until it expires (as request photos do).
   */
  async receiveUpload(
    token: string,
    body: Readable,
    contentLength: string | undefined,
  ): Promise<{ objectPath: string }> {
    const payload = verifyUploadToken(this.secret, token, this.now());
    if (!payload) throw uploadLinkInvalid();
    refuseAnnouncedTooLarge(contentLength, PRODUCT_IMAGE_UPLOAD);
    // Before the claim and the first byte: refused (503), the address stays good for a retry.
    await this.pool.admitUpload(() => this.claimAndKeep(payload.id, payload.exp, body));
    return { objectPath: `/objects/${payload.id}` };
  }

  private async claimAndKeep(id: string, expiresAt: number, body: Readable): Promise<void> {
    if (!(await claimUploadAddress(this.db, id, expiresAt))) throw uploadLinkInvalid();
    const key = `uploads/${id}`;
    let kept = false;
    try {
      const { data, format } = await readImageUpload(body, PRODUCT_IMAGE_UPLOAD, this.pool);
      // The claim was committed before the body arrived (so that a second use is
      // refused meanwhile, on any instance, without a transaction held open for a
      // slow client): the audit row goes with the store itself (see storageIn).
      await this.db.transaction(async (tx) => {
        await audit(tx, {
          action: 'image.uploaded',
          entity: 'image',
          entityId: id,
          changes: {
            objectPath: { old: null, new: `/objects/${id}` },
            contentType: { old: null, new: `image/${format}` },
            bytes: { old: null, new: data.length },
          },
        });
        await this.storageIn(tx).put(key, data);
        kept = true;
      });
    } catch (error) {
      // Only a failed commit after the local disk kept the file: no upload without its row.
      if (kept) {
        await this.storage
          .delete(key)
          .catch((deleteError: unknown) =>
            this.log.warn({ err: deleteError }, 'could not delete an unrecorded upload'),
          );
      }
      await releaseUploadAddress(this.db, id).catch((releaseError: unknown) =>
        this.log.warn({ err: releaseError }, 'could not release a refused image upload'),
      );
      throw error;
    }
  }

  // ------------------------------------------------------------ 3. image

  /**
   * Turns a checked upload into a stored image and answers its path. The
   * same upload always answers the same path; an "/images/<id>" that exists
   * answers itself.
   */
  async createProductImage(imageURL: string): Promise<{ imagePath: string }> {
    const reference = this.parseImageUrl(imageURL);
    if (!reference) throw badRequest(UPLOAD_URL_INVALID_MESSAGE);
    if (reference.kind === 'image') {
      if (!(await this.storage.exists(originalKey(reference.imageId))))
        throw notFound(UPLOAD_NOT_FOUND_MESSAGE);
      return { imagePath: `/images/${reference.imageId}` };
    }
    const objectId = reference.objectId;
    let work = this.processing.get(objectId);
    if (!work) {
      work = this.processUpload(objectId).finally(() => this.processing.delete(objectId));
      this.processing.set(objectId, work);
    }
    return { imagePath: `/images/${await work}` };
  }

  private async processUpload(objectId: string): Promise<string> {
    const done = await this.recordedImage(objectId);
    if (done !== undefined) return done;
    const upload = await this.storage.read(`uploads/${objectId}`);
    if (!upload) {
      // Another instance may have turned it into an image a moment ago.
      const made = await this.recordedImage(objectId);
      if (made !== undefined) return made;
      throw notFound(UPLOAD_NOT_FOUND_MESSAGE);
    }

    let image: Buffer;
    try {
      image = await this.pool.runOrBusy(() => reencodeImage(upload));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.log.warn({ err: error, objectId }, 'a checked upload could not be re-encoded');
      throw new HttpError(422, UPLOAD_PROCESS_FAILED_MESSAGE);
    }
    // Derived from the upload, not drawn: two instances turning the same upload
    // at once write the same image under the same path, and nothing is orphaned.
    const imageId = this.imageIdOf(objectId);
    const lock = `product-image:${objectId}`;
    return this.db.transaction(async (tx) => {
      // The other of two instances turning it at once waits here, then finds it made: one row.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
      const storage = this.storageIn(tx);
      const made = await this.recordedImage(objectId, storage);
      if (made !== undefined) return made;
      await audit(tx, {
        action: 'image.created',
        entity: 'image',
        entityId: imageId,
        changes: {
          imagePath: { old: null, new: `/images/${imageId}` },
          source: { old: null, new: `/objects/${objectId}` },
          contentType: { old: null, new: 'image/jpeg' },
          bytes: { old: null, new: image.length },
        },
      });
      await storage.put(originalKey(imageId), image);
      await storage.put(`uploads/${objectId}.json`, Buffer.from(JSON.stringify({ imageId })));
      await storage.delete(`uploads/${objectId}`);
      return imageId;
    });
  }

  /**
   * The shared storage for a staff write inside `tx`, which holds its one audit
   * row (decision 025). On PostgreSQL objects are rows of stored_objects,
   * written in the transaction: the objects and their row commit together, or
   * neither. On the local disk (PGlite) a file is no database write, and no
   * transaction holds it: the row is inserted first and the files are stored
   * before the commit, so a store that fails rolls its row back, and the row
   * is committed only once its files are stored.
   */
  private storageIn(tx: Tx): Storage {
    return this.storage.inTransaction?.(tx) ?? this.storage;
  }

  /** The image an upload was turned into; undefined when it was not yet. 404 once that image is gone. */
  private async recordedImage(
    objectId: string,
    storage: Storage = this.storage,
  ): Promise<string | undefined> {
    const record = await storage.read(`uploads/${objectId}.json`);
    if (!record) return undefined;
    const { imageId } = JSON.parse(record.toString('utf8')) as { imageId: string };
    if (IMAGE_ID_PATTERN.test(imageId) && (await storage.exists(originalKey(imageId)))) {
      return imageId;
    }
    throw notFound(UPLOAD_NOT_FOUND_MESSAGE);
  }

  /** Unguessable without the secret, and the same on every instance (they share SESSION_SECRET). */
  private imageIdOf(objectId: string): string {
    return createHmac('sha256', this.secret)
      .update(`product-image:${objectId}`)
      .digest('hex')
      .slice(0, 32);
  }

  /** The upload address (absolute or not), its objectPath, or an image path; null for anything else. */
  private parseImageUrl(
    imageURL: string,
  ): { kind: 'upload'; objectId: string } | { kind: 'image'; imageId: string } | null {
    // The URL parser would quietly drop control characters and read a backslash
    // as "/": a reference holding either is refused rather than guessed at.
    if (/[\p{Cc}\\]/u.test(imageURL)) return null;
    let pathname: string;
    try {
      pathname = new URL(imageURL, 'http://shop.invalid').pathname;
    } catch {
      return null;
    }
    if (pathname.startsWith(UPLOAD_PATH_PREFIX)) {
      // Expiry does not matter any more: the upload was checked when it arrived.
      const payload = verifyUploadToken(this.secret, pathname.slice(UPLOAD_PATH_PREFIX.length));
      return payload ? { kind: 'upload', objectId: payload.id } : null;
    }
    const objectId = /^\/objects\/([0-9a-f]{32})$/.exec(pathname)?.[1];
    if (objectId && OBJECT_ID_PATTERN.test(objectId)) return { kind: 'upload', objectId };
    const imageId = storedImageId(pathname);
    return imageId ? { kind: 'image', imageId } : null;
  }

  // ------------------------------------------------------------ clean-up

  /**
   * Deletes the files (image and variants) of the given paths that no
   * product uses any more. Only "/images/<id>" paths are considered; demo
   * pictures and other paths are left alone. Best effort: a failure is
   * logged, never thrown, because the product change has already been saved.
   * Other instances drop their cached variants when next asked for them.
   */
  async deleteUnusedImages(
    paths: readonly (string | null | undefined)[],
    pathsInUse: (paths: string[]) => Promise<Set<string>>,
    log: FastifyBaseLogger = this.log,
  ): Promise<void> {
    const candidates = [
      ...new Set(paths.filter((path): path is string => storedImageId(path) !== null)),
    ];
    if (candidates.length === 0) return;
    const storages = [...new Set([this.storage, this.variantCache])];
    try {
      const inUse = await pathsInUse(candidates);
      for (const path of candidates) {
        if (inUse.has(path)) continue;
        const imageId = storedImageId(path)!;
        // The original first: from then on no instance serves the image or makes a variant of it.
        await this.storage.delete(originalKey(imageId));
        for (const storage of storages) {
          const keys = await storage.list(imageFolder(imageId));
          await Promise.all(keys.map((key) => storage.delete(key)));
        }
      }
    } catch (error) {
      log.error(
        { err: error, imagePaths: candidates },
        'could not delete the files of unused product images',
      );
    }
  }

  /** Removes day-old uploads, at most once an hour, without holding up the request. */
  private sweepSoon() {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    void this.sweepUploads(now - UPLOAD_RETENTION_MS).catch((error: unknown) =>
      this.log.warn({ err: error }, 'could not sweep old uploads'),
    );
  }

  /**
   * Deletes uploads (checked, or already turned into images) older than
   * `before`, and the claims of addresses expired by then; answers how many
   * uploads went.
   */
  async sweepUploads(before: number): Promise<number> {
    await forgetExpiredClaims(this.db, before);
    let removed = 0;
    for (const key of await this.storage.list('uploads/')) {
      const info = await this.storage.stat(key);
      if (info && info.modifiedAt.getTime() < before) {
        await this.storage.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}
