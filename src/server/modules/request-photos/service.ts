/**
 * Request photos from upload to delivery. Reading and checking the body and
 * the re-encoding are the product images' own (images/upload-body.ts,
 * images/processing.ts); what differs is where the photo lives and who may
 * read it.
 *
 * Keys (chosen here, never from a request), in the storage every instance
 * sees, kept apart from the public images/ folder so GET /images/<id> can
 * never serve one:
 *   request-photos/<photoId>.jpg    checked and re-encoded (upright, no metadata)
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_REQUEST_PHOTO_BYTES,
  PHOTO_NOT_ATTACHED_MESSAGE,
  PHOTO_REFERENCE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  REQUEST_PHOTO_ID_PATTERN,
  REQUEST_PHOTO_UPLOAD_PREFIX,
  tooManyPhotoAddressesMessage,
} from '@shared/cash-advances/request-photos';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../http-error';
import type { Storage } from '../../storage/storage';
import { reencodeImage } from '../images/processing';
import { newUploadUrl, verifyUploadToken } from '../images/tokens';
import type { WorkPool } from '../images/work-pool';
import {
  readImageUpload,
  refuseAnnouncedTooLarge,
  uploadLinkInvalid,
  type ImageUploadRules,
} from '../images/upload-body';
import {
  addressWindowStart,
  claimUpload,
  countAddress,
  deleteUnattached,
  forgetFinishedAddressWindows,
  markStored,
  releaseUpload,
} from './repository';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Photo upload addresses are counted per holder over an hour from the first (decision 020). */
export const ADDRESS_WINDOW_MS = 60 * 60 * 1000;

export const photoKey = (photoId: string) => `request-photos/${photoId}.jpg`;

/** Product images also take GIF; a photo of an item never is one. */
const REQUEST_PHOTO_UPLOAD: ImageUploadRules = {
  maxBytes: MAX_REQUEST_PHOTO_BYTES,
  formats: ['jpeg', 'png', 'webp'],
  tooLargeMessage: PHOTO_TOO_LARGE_MESSAGE,
  unsupportedMessage: PHOTO_TYPE_MESSAGE,
};

export type RequestPhotoServiceOptions = {
  db: Db;
  storage: Storage;
  /** config.sessionSecret; photo addresses are signed with a key derived from it. */
  secret: string;
  log: FastifyBaseLogger;
  /** Where the decoding and re-encoding run (the product images' pool: one per instance). */
  pool: WorkPool;
  /** Addresses a guest or a customer gets an hour (GUEST_PHOTO_UPLOADS). */
  addressesPerHour: number;
  now?: () => number;
};

export class RequestPhotoService {
  readonly storage: Storage;
  private readonly db: Db;
  /** Not the product images' key: neither kind of address opens the other's route. */
  private readonly secret: string;
  private readonly log: FastifyBaseLogger;
  private readonly pool: WorkPool;
  private readonly addressesPerHour: number;
  private readonly now: () => number;
  private lastSweep = 0;

  constructor(options: RequestPhotoServiceOptions) {
    this.db = options.db;
    this.pool = options.pool;
    this.addressesPerHour = options.addressesPerHour;
    this.storage = options.storage;
    this.secret = createHmac('sha256', options.secret).update('request-photo-upload').digest('hex');
    this.log = options.log;
    // Looked up at each call, so a clock moved with Date (as tests do) is the one used.
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * A signed address for one photo upload within the next 15 minutes,
   * counted against the holder's hour (null: staff, who are not counted);
   * 429 with Retry-After once the holder has had addressesPerHour.
   */
  async createUploadUrl(holder: string | null): Promise<{ uploadURL: string }> {
    if (holder !== null) await this.countAddressOf(holder);
    this.sweepSoon();
    return { uploadURL: newUploadUrl(this.secret, REQUEST_PHOTO_UPLOAD_PREFIX, this.now()) };
  }

  private async countAddressOf(holder: string): Promise<void> {
    const now = this.now();
    const rule = { holder, limit: this.addressesPerHour, windowMs: ADDRESS_WINDOW_MS, now };
    if (await countAddress(this.db, rule)) return;
    // Refused: the window cannot be over (the count would have started again), so it ends later.
    const startedAt = (await addressWindowStart(this.db, holder))?.getTime() ?? now;
    const waitMs = Math.max(1000, startedAt + ADDRESS_WINDOW_MS - now);
    throw new HttpError(429, tooManyPhotoAddressesMessage(waitMs / 60_000), {
      'retry-after': String(Math.ceil(waitMs / 1000)),
    });
  }

  /**
   * Reads the body, checks it is a JPEG, PNG or WebP that decodes, and
   * stores it re-encoded. 403 for a forged, expired or used
   * address (the database makes "used" hold across instances: an address is
   * spent by the upload it stored); 413 past 10 MB or 40 megapixels; 415
   * for anything else; 503 while the image work pool is full, or holds as
   * many uploads as it may (then before a byte of the body is read).
   */
  async receiveUpload(
    token: string,
    body: Readable,
    contentLength: string | undefined,
  ): Promise<void> {
    const payload = verifyUploadToken(this.secret, token, this.now());
    if (!payload) throw uploadLinkInvalid();
    refuseAnnouncedTooLarge(contentLength, REQUEST_PHOTO_UPLOAD);
    // Before the claim and the first byte: refused (503), the address stays good for a retry.
    await this.pool.admitUpload(() => this.claimAndStore(payload.id, body));
  }

  private async claimAndStore(uploadId: string, body: Readable): Promise<void> {
    const photoId = randomBytes(16).toString('hex');
    if (!(await claimUpload(this.db, photoId, uploadId))) throw uploadLinkInvalid();
    try {
      await this.storeChecked(photoId, body);
    } catch (error) {
      // Refused (or failed): the row goes, so the address may be tried again until it expires.
      await this.storage.delete(photoKey(photoId)).catch(() => undefined);
      await releaseUpload(this.db, photoId).catch((releaseError: unknown) =>
        this.log.warn({ err: releaseError }, 'could not release a refused request photo upload'),
      );
      throw error;
    }
  }

  private async storeChecked(photoId: string, body: Readable): Promise<void> {
    const { data } = await readImageUpload(body, REQUEST_PHOTO_UPLOAD, this.pool);
    let photo: Buffer;
    try {
      photo = await this.pool.runOrBusy(() => reencodeImage(data));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      this.log.warn({ err: error }, 'a checked request photo could not be re-encoded');
      throw new HttpError(415, PHOTO_TYPE_MESSAGE);
    }
    await this.storage.put(photoKey(photoId), photo);
    await markStored(this.db, photoId, photo.length);
  }

  /**
   * The upload ids of the request's photo references, in order; 400 for a
   * reference this shop did not sign. Expiry does not matter here: the upload
   * was checked when it arrived, and unattached ones are gone after a day.
   */
  uploadIdsOf(references: readonly string[]): string[] {
    return references.map((reference) => {
      const token = reference.startsWith(REQUEST_PHOTO_UPLOAD_PREFIX)
        ? reference.slice(REQUEST_PHOTO_UPLOAD_PREFIX.length)
        : '';
      const payload = verifyUploadToken(this.secret, token);
      if (!payload) throw badRequest(PHOTO_REFERENCE_MESSAGE);
      return payload.id;
    });
  }

  /** Thrown inside the request's transaction when a photo cannot be attached. */
  notAttached = () => badRequest(PHOTO_NOT_ATTACHED_MESSAGE);

  isPhotoId = (id: string) => REQUEST_PHOTO_ID_PATTERN.test(id);

  // ------------------------------------------------------------ clean-up

  /** Starts the hourly sweep (and runs one now); answers a function that stops it. */
  startSweeping(): () => void {
    this.sweepSoon();
    const timer = setInterval(() => this.sweepSoon(), SWEEP_INTERVAL_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** At most once an hour per instance, never holding up a request. */
  private sweepSoon() {
    const now = this.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    void this.sweep().catch((error: unknown) =>
      this.log.warn({ err: error }, 'could not sweep unattached request photos'),
    );
  }

  /**
   * Deletes the rows and files of photos no request took within a day
   * (answers how many), and the address counts whose hour is over.
   */
  async sweep(olderThanHours = 24): Promise<number> {
    await forgetFinishedAddressWindows(this.db, this.now() - ADDRESS_WINDOW_MS);
    const ids = await deleteUnattached(this.db, olderThanHours);
    for (const id of ids) await this.storage.delete(photoKey(id));
    return ids.length;
  }
}
