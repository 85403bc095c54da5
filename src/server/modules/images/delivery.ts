/**
 * Serving stored images and their resized variants. The original lives in
 * the shared storage; a variant is made from it on first request and kept in
 * this instance's variant cache (its own disk: any instance can remake a
 * variant, so sharing them would only fill the database). With PGlite both
 * are the same local disk.
 */
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_ID_PATTERN, type ImageWidth } from '@shared/images';
import type { Storage } from '../../storage/storage';
import { makeVariant, type VariantFormat } from './processing';
import type { WorkPool } from './work-pool';

const CONTENT_TYPES: Record<VariantFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp' };
const EXTENSIONS: Record<VariantFormat, string> = { jpeg: 'jpg', webp: 'webp' };

export const originalKey = (imageId: string) => `images/${imageId}/original.jpg`;
/** Every file of an image, original and variants, in either storage. */
export const imageFolder = (imageId: string) => `images/${imageId}/`;

/** The file of one variant; no width and JPEG is the stored image itself. */
function variantKey(imageId: string, width: ImageWidth | null, format: VariantFormat): string {
  if (width === null && format === 'jpeg') return originalKey(imageId);
  return `images/${imageId}/${width === null ? 'full' : `w${width}`}.${EXTENSIONS[format]}`;
}

export type ServedImage = {
  contentType: string;
  size: number;
  /** Strong: the bytes under an id and variant never change. */
  etag: string;
  /** The bytes, from whichever storage holds them; null if they went meanwhile. */
  open(): Promise<Readable | null>;
};

export class ImageDelivery {
  /** Variants being made, so two requests for the same one share the work. */
  private readonly making = new Map<string, Promise<void>>();

  constructor(
    private readonly storage: Storage,
    private readonly variantCache: Storage,
    private readonly log: FastifyBaseLogger,
    /** Variants are made in the instance's image work pool; a full pool answers 503. */
    private readonly pool: WorkPool,
  ) {}

  /**
   * The file to serve for an image, made (once) if it is a variant not yet
   * made; null for an unknown or malformed id. The shared original decides
   * whether an image exists: a variant this instance cached is not served
   * once the image was deleted (through any instance), and goes then.
   */
  async findImage(
    imageId: string,
    width: ImageWidth | null,
    format: VariantFormat,
  ): Promise<ServedImage | null> {
    if (!IMAGE_ID_PATTERN.test(imageId)) return null;
    const key = variantKey(imageId, width, format);
    const original = await this.storage.stat(originalKey(imageId));
    if (!original) {
      if (this.variantCache !== this.storage) await this.forgetVariants(imageId);
      return null;
    }
    const served = (source: Storage, size: number): ServedImage => ({
      contentType: CONTENT_TYPES[format],
      size,
      etag: `"${imageId}-${width ?? 'full'}-${format}"`,
      open: () => source.get(key),
    });
    if (key === originalKey(imageId)) return served(this.storage, original.size);

    let info = await this.variantCache.stat(key);
    if (!info) {
      await this.makeVariantOnce(imageId, key, width, format);
      info = await this.variantCache.stat(key);
      if (!info) return null;
    }
    return served(this.variantCache, info.size);
  }

  private async makeVariantOnce(
    imageId: string,
    key: string,
    width: ImageWidth | null,
    format: VariantFormat,
  ): Promise<void> {
    let work = this.making.get(key);
    if (!work) {
      work = (async () => {
        const original = await this.storage.read(originalKey(imageId));
        if (!original) return;
        const variant = await this.pool.runOrBusy(() => makeVariant(original, width, format));
        await this.variantCache.put(key, variant);
      })().finally(() => this.making.delete(key));
      this.making.set(key, work);
    }
    await work;
  }

  /** Drops this instance's cached variants of an image deleted elsewhere; best effort. */
  private async forgetVariants(imageId: string): Promise<void> {
    try {
      const keys = await this.variantCache.list(imageFolder(imageId));
      await Promise.all(keys.map((key) => this.variantCache.delete(key)));
    } catch (error) {
      this.log.warn({ err: error, imageId }, 'could not drop the cached variants of an image');
    }
  }
}
