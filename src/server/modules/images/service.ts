/**
 * Product images from upload to delivery, over the Storage interface.
 *
 * Keys (all chosen here, never from a request):
 *   uploads/<objectId>.part   received, not yet checked
 *   uploads/<objectId>        checked: really a JPEG, PNG, WebP or GIF
 *   uploads/<objectId>.json   turned into an image: {"imageId": …} (the upload itself is gone)
 *   images/<imageId>/original.jpg          the re-encoded image
 *   images/<imageId>/w320.webp, full.webp  variants, made on first request
 * Uploads left over for a day (never turned into an image, or already turned)
 * are swept when a new upload address is handed out.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  FILE_TOO_LARGE_MESSAGE,
  IMAGE_ID_PATTERN,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_LINK_INVALID_MESSAGE,
  UPLOAD_NOT_FOUND_MESSAGE,
  UPLOAD_PROCESS_FAILED_MESSAGE,
  UPLOAD_URL_INVALID_MESSAGE,
  storedImageId,
  type ImageWidth,
} from '@shared/images';
import { HttpError, badRequest, notFound } from '../../http-error';
import type { Storage } from '../../storage/storage';
import { TooLargeError, UploadAbortedError, limitBytes } from './limit-stream';
import { checkImage, makeVariant, reencodeImage, type VariantFormat } from './processing';
import {
  OBJECT_ID_PATTERN,
  UPLOAD_PATH_PREFIX,
  UPLOAD_TOKEN_LIFETIME_MS,
  newObjectId,
  signUploadToken,
  verifyUploadToken,
} from './tokens';

const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const CONTENT_TYPES: Record<VariantFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSIONS: Record<VariantFormat, string> = { jpeg: 'jpg', webp: 'webp' };

export const originalKey = (imageId: string) => `images/${imageId}/original.jpg`;

/** The file of one variant; no width and JPEG is the stored image itself. */
function variantKey(imageId: string, width: ImageWidth | null, format: VariantFormat): string {
  if (width === null && format === 'jpeg') return originalKey(imageId);
  return `images/${imageId}/${width === null ? 'full' : `w${width}`}.${EXTENSIONS[format]}`;
}

export type ServedImage = {
  key: string;
  contentType: string;
  size: number;
  /** Strong: the bytes under an id and variant never change. */
  etag: string;
};

export type ImageServiceOptions = {
  storage: Storage;
  /** Signs upload addresses (config.sessionSecret). */
  secret: string;
  log: FastifyBaseLogger;
  now?: () => number;
};

const tooLarge = () => new HttpError(413, FILE_TOO_LARGE_MESSAGE, { connection: 'close' });
// Connection: close, so the body of a refused upload is not read to its end.
const linkInvalid = () => new HttpError(403, UPLOAD_LINK_INVALID_MESSAGE, { connection: 'close' });

export class ImageService {
  readonly storage: Storage;
  private readonly secret: string;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => number;
  /** Object ids whose upload address was used, until it expires (single use). */
  private readonly claimed = new Map<string, number>();
  /** Work under way, so two requests for the same thing share one result. */
  private readonly processing = new Map<string, Promise<string>>();
  private readonly variants = new Map<string, Promise<void>>();
  private lastSweep = 0;

  constructor(options: ImageServiceOptions) {
    this.storage = options.storage;
    this.secret = options.secret;
    this.log = options.log;
    this.now = options.now ?? Date.now;
  }

  // ------------------------------------------------------------ 1. address

  /** A signed address for one upload within the next 15 minutes. */
  createUploadUrl(): { uploadURL: string } {
    this.sweepSoon();
    const token = signUploadToken(this.secret, {
      id: newObjectId(),
      exp: this.now() + UPLOAD_TOKEN_LIFETIME_MS,
    });
    return { uploadURL: `${UPLOAD_PATH_PREFIX}${token}` };
  }

  // ------------------------------------------------------------ 2. upload

  /**
   * Streams the body to storage and keeps it only if it is an accepted image.
   * 403 for a forged, expired or used address; 413 past MAX_IMAGE_BYTES
   * (from Content-Length, or as soon as the stream passes it); 415 for
   * anything that is not a JPEG, PNG, WebP or GIF.
   */
  async receiveUpload(
    token: string,
    body: Readable,
    contentLength: string | undefined,
  ): Promise<{ objectPath: string }> {
    const payload = verifyUploadToken(this.secret, token, this.now());
    if (!payload) throw linkInvalid();
    if (contentLength !== undefined && Number(contentLength) > MAX_IMAGE_BYTES) throw tooLarge();
    const id = payload.id;
    if (!this.claim(id, payload.exp) || (await this.uploadSeen(id))) throw linkInvalid();

    const partKey = `uploads/${id}.part`;
    try {
      await this.storage.put(partKey, limitBytes(body, MAX_IMAGE_BYTES));
    } catch (error) {
      if (error instanceof TooLargeError) throw tooLarge();
      if (error instanceof UploadAbortedError)
        throw badRequest('The upload stopped before the end of the file.');
      throw error;
    }

    const data = await this.storage.read(partKey);
    const verdict = data && data.length > 0 ? await checkImage(data) : null;
    if (!verdict?.ok) {
      await this.storage.delete(partKey);
      if (verdict?.reason === 'too-many-pixels')
        throw new HttpError(413, IMAGE_TOO_MANY_PIXELS_MESSAGE);
      throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
    }
    await this.storage.move(partKey, `uploads/${id}`);
    return { objectPath: `/objects/${id}` };
  }

  /** True the first time an id is claimed in this process. */
  private claim(id: string, exp: number): boolean {
    const now = this.now();
    for (const [claimedId, claimedExp] of this.claimed) {
      if (claimedExp <= now) this.claimed.delete(claimedId);
    }
    if (this.claimed.has(id)) return false;
    this.claimed.set(id, exp);
    return true;
  }

  /** An upload already stored under this id (also after a restart with the same secret). */
  private async uploadSeen(id: string): Promise<boolean> {
    const keys = [`uploads/${id}.part`, `uploads/${id}`, `uploads/${id}.json`];
    const found = await Promise.all(keys.map((key) => this.storage.exists(key)));
    return found.includes(true);
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
    const recordKey = `uploads/${objectId}.json`;
    const record = await this.storage.read(recordKey);
    if (record) {
      const { imageId } = JSON.parse(record.toString('utf8')) as { imageId: string };
      if (IMAGE_ID_PATTERN.test(imageId) && (await this.storage.exists(originalKey(imageId)))) {
        return imageId;
      }
      throw notFound(UPLOAD_NOT_FOUND_MESSAGE);
    }
    const upload = await this.storage.read(`uploads/${objectId}`);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND_MESSAGE);

    let image: Buffer;
    try {
      image = await reencodeImage(upload);
    } catch (error) {
      this.log.warn({ err: error, objectId }, 'a checked upload could not be re-encoded');
      throw new HttpError(422, UPLOAD_PROCESS_FAILED_MESSAGE);
    }
    const imageId = randomBytes(16).toString('hex');
    await this.storage.put(originalKey(imageId), image);
    await this.storage.put(recordKey, Buffer.from(JSON.stringify({ imageId })));
    await this.storage.delete(`uploads/${objectId}`);
    return imageId;
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

  // ------------------------------------------------------------ 4. delivery

  /**
   * The file to serve for an image, made (once) if it is a variant not yet
   * made; null for an unknown or malformed id.
   */
  async findImage(
    imageId: string,
    width: ImageWidth | null,
    format: VariantFormat,
  ): Promise<ServedImage | null> {
    if (!IMAGE_ID_PATTERN.test(imageId)) return null;
    const key = variantKey(imageId, width, format);
    let info = await this.storage.stat(key);
    if (!info) {
      if (!(await this.makeVariantOnce(imageId, key, width, format))) return null;
      info = await this.storage.stat(key);
      if (!info) return null;
    }
    return {
      key,
      contentType: CONTENT_TYPES[format],
      size: info.size,
      etag: `"${imageId}-${width ?? 'full'}-${format}"`,
    };
  }

  private async makeVariantOnce(
    imageId: string,
    key: string,
    width: ImageWidth | null,
    format: VariantFormat,
  ): Promise<boolean> {
    let work = this.variants.get(key);
    if (!work) {
      work = (async () => {
        const original = await this.storage.read(originalKey(imageId));
        if (!original) return;
        await this.storage.put(key, await makeVariant(original, width, format));
      })().finally(() => this.variants.delete(key));
      this.variants.set(key, work);
    }
    await work;
    return this.storage.exists(key);
  }

  // ------------------------------------------------------------ clean-up

  /**
   * Deletes the files (image and variants) of the given paths that no
   * product uses any more. Only "/images/<id>" paths are considered; demo
   * pictures and other paths are left alone. Best effort: a failure is
   * logged, never thrown, because the product change has already been saved.
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
    try {
      const inUse = await pathsInUse(candidates);
      for (const path of candidates) {
        if (inUse.has(path)) continue;
        const keys = await this.storage.list(`images/${storedImageId(path)}/`);
        await Promise.all(keys.map((key) => this.storage.delete(key)));
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

  /** Deletes uploads (checked, unchecked or already turned into images) older than `before`. */
  async sweepUploads(before: number): Promise<number> {
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
