/**
 * Where a product picture is read from: its resized variants and their srcset.
 * Kept apart from images.ts (the upload calls' zod schemas) because every public
 * page with a picture carries this in its first download (decision 012).
 */

/** Widths of the resized variants, GET /images/<id>?w=… (anything else is refused with 400). */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width a marketplace card asks for (the srcset covers the others). */
export const CARD_IMAGE_WIDTH: ImageWidth = 320;
/** Stored image ids are 32 lowercase hex characters, chosen by the server. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;
const STORED_IMAGE_PATH = /^\/images\/([0-9a-f]{32})$/;

/** The id in "/images/<id>", or null for any other value (demo pictures, raw upload URLs…). */
export function storedImageId(path: string | null | undefined): string | null {
  return (path && STORED_IMAGE_PATH.exec(path)?.[1]) || null;
}

/** "/images/<id>?w=320" for a stored image; any other path is answered as it is. */
export function imageVariantUrl(path: string, width: ImageWidth): string {
  return storedImageId(path) ? `${path}?w=${width}` : path;
}

/** A srcset of every variant for a stored image, or undefined for any other path. */
export function imageSrcSet(path: string | null | undefined): string | undefined {
  if (!path || !storedImageId(path)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${path}?w=${width} ${width}w`).join(', ');
}
