/**
 * What sharp does for product images: tell a real JPEG, PNG, WebP or GIF from
 * anything else, re-encode an accepted upload into the stored image, and
 * make the resized variants.
 */
import type Sharp from 'sharp';
import { MAX_IMAGE_MEGAPIXELS, STORED_IMAGE_MAX_SIDE } from '@shared/images';
import { onFirstUse } from '../../on-first-use';

/** sharp and libvips load with the first image, not at start (decision 029). */
const loadSharp = onFirstUse<typeof Sharp>('sharp', (sharp) => {
  // Files are never rewritten under the same name, but libvips' open-file cache
  // would keep deleted files open; nothing is gained from it here.
  sharp.cache({ files: 0 });
  // One libvips thread per job: how many cores images take is then the size of
  // the work pool (work-pool.ts, decision 020), never every core at once.
  sharp.concurrency(1);
});
const sharp = (...args: Parameters<typeof Sharp>) => loadSharp()(...args);

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * Over this, an image is refused from its header before a pixel is decoded
 * (a decompression bomb: a tiny PNG of 50000 × 50000 pixels; or a 10 MB photo
 * that would cost seconds). Every pipeline also sets it as sharp's
 * limitInputPixels, a safety net should a header lie.
 */
export const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format the first bytes announce, or null: the name and Content-Type are never trusted. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type ImageVerdict =
  | { ok: true; format: ImageFormat; width: number; height: number }
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

/**
 * The first look, from the header alone (no pixel is decoded, so it is cheap
 * and runs outside the work pool): the magic bytes name an accepted format,
 * sharp agrees on it, and the image has at most MAX_INPUT_PIXELS. A PNG
 * signature glued onto text or an SVG renamed .png fails here.
 */
export async function readImageHeader(data: Buffer): Promise<ImageVerdict> {
  const format = sniffImageFormat(data);
  if (!format) return { ok: false, reason: 'not-an-image' };
  try {
    // The header only: safe without a pixel limit, so the size can be judged here.
    const metadata = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) {
      return { ok: false, reason: 'not-an-image' };
    }
    // Per frame: an animated GIF or WebP reports the height of all its frames stacked.
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (metadata.width * frameHeight > MAX_INPUT_PIXELS) {
      return { ok: false, reason: 'too-many-pixels' };
    }
    return { ok: true, format, width: metadata.width, height: metadata.height };
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
}

/**
 * Whether every pixel decodes (to a small size, so it stays quick: JPEG is
 * shrunk while it loads). A truncated file fails here. Costs a decode: run
 * it in the work pool, after readImageHeader accepted the header.
 */
export async function decodesWhole(data: Buffer): Promise<boolean> {
  try {
    await sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored image: turned upright by its EXIF orientation, at most
 * STORED_IMAGE_MAX_SIDE pixels on the long side, transparency flattened onto
 * white, sRGB, progressive JPEG. sharp writes no metadata unless asked, so
 * EXIF (GPS, camera serials), XMP, IPTC, comments and ICC profiles all go.
 * An animated GIF or WebP keeps its first frame.
 */
export function reencodeImage(data: Buffer): Promise<Buffer> {
  return sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({
      width: STORED_IMAGE_MAX_SIDE,
      height: STORED_IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, progressive: true, mozjpeg: true })
    .toBuffer();
}

export type VariantFormat = 'jpeg' | 'webp';

/** A variant of a stored image: `width` wide (never wider than the image), JPEG or WebP. */
export function makeVariant(
  original: Buffer,
  width: number | null,
  format: VariantFormat,
): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS });
  if (width !== null) image = image.resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : image.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
}
