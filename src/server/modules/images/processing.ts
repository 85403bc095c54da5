/**
 * What sharp does for product images: tell a real JPEG, PNG, WebP or GIF from
 * anything else, re-encode an accepted upload into the stored image, and
 * make the resized variants.
 */
import sharp from 'sharp';
import { STORED_IMAGE_MAX_SIDE } from '@shared/images';

// Files are never rewritten under the same name, but libvips' open-file cache
// would keep deleted files open; nothing is gained from it here.
sharp.cache({ files: 0 });

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** A decompression bomb (a tiny PNG of 50000 × 50000 pixels) is refused before decoding. */
export const MAX_INPUT_PIXELS = 100_000_000;

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
 * Accepts the bytes only when their magic bytes name an accepted format, and
 * sharp agrees on the format and decodes every pixel (to a small size, so it
 * stays quick: JPEG is shrunk while it loads). A PNG signature glued onto
 * text, a truncated file or an SVG renamed .png all fail here.
 */
export async function checkImage(data: Buffer): Promise<ImageVerdict> {
  const format = sniffImageFormat(data);
  if (!format) return { ok: false, reason: 'not-an-image' };
  try {
    // The header only: safe without a pixel limit, so the size can be judged here.
    const metadata = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) {
      return { ok: false, reason: 'not-an-image' };
    }
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
      return { ok: false, reason: 'too-many-pixels' };
    }
    await sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
    return { ok: true, format, width: metadata.width, height: metadata.height };
  } catch {
    return { ok: false, reason: 'not-an-image' };
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
  let image = sharp(original);
  if (width !== null) image = image.resize({ width, withoutEnlargement: true });
  return format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : image.jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
}
