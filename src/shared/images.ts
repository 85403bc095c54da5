/**
 * Product images (issue 7), shared by the upload control and the server:
 * the limits, the accepted types, the exact texts of spec sections 5 and 8,
 * and the shapes of the upload calls.
 *
 * The flow: POST /api/objects/upload → { uploadURL }; PUT the file to
 * uploadURL with its content type → { message, objectPath }; PUT
 * /api/admin/product-images { imageURL: uploadURL } → { imagePath }; the
 * product then stores imagePath in imageUrl and thumbnailUrl.
 */
import { z } from 'zod';
import { IMAGE_WIDTHS } from './image-urls';
import { mustBeOneOf } from './validation';

// The picture addresses live apart, without zod: the public pages draw pictures in their first download.
export * from './image-urls';

/** At most 10 MB per file (spec sections 2, 5 and 9). */
export const MAX_IMAGE_BYTES = 10_485_760;

/** What the server accepts, whatever the file name says. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** For `<input type="file" accept=…>`. */
export const IMAGE_INPUT_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export const isAcceptedImageType = (type: string): type is AcceptedImageType =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);

/** Stored images are at most this many pixels on their long side. */
export const STORED_IMAGE_MAX_SIDE = 2000;

// ---------------------------------------------------------------- texts

/** Page-side checks before sending (spec section 5), title then description. */
export const INVALID_FILE_TYPE_TITLE = 'Invalid file type';
export const INVALID_FILE_TYPE_MESSAGE = 'Please select an image file';
export const FILE_TOO_LARGE_TITLE = 'File too large';
export const FILE_TOO_LARGE_MESSAGE = 'Please select an image smaller than 10MB';

/** Upload toasts (spec section 8). */
export const UPLOAD_SUCCESS_MESSAGE = 'Image uploaded successfully';
export const UPLOAD_FAILED_TITLE = 'Upload failed';
export const UPLOAD_PROCESS_FAILED_MESSAGE = 'Failed to process uploaded image';
export const UPLOAD_SEND_FAILED_MESSAGE = 'Failed to upload image. Please try again.';
export const UPLOAD_START_FAILED_MESSAGE = 'Failed to start upload. Please try again.';

/** The server's answers, `{ message }`. 413 reuses FILE_TOO_LARGE_MESSAGE. */
export const UNSUPPORTED_IMAGE_MESSAGE = 'Please select an image file (JPEG, PNG, WebP or GIF)';
export const UPLOAD_LINK_INVALID_MESSAGE = 'Upload link is invalid or has expired';
export const UPLOAD_RECEIVED_MESSAGE = 'Upload received';
/** Images are refused from their header's dimensions alone, before decoding (decision 020). */
export const MAX_IMAGE_MEGAPIXELS = 40;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = `Please select a smaller image (at most ${MAX_IMAGE_MEGAPIXELS} megapixels)`;
/** 503, with Retry-After: every place in the image work pool and its queue is taken. */
export const IMAGES_BUSY_MESSAGE =
  'The shop is busy with other images right now. Please try again in a few seconds.';
export const UPLOAD_URL_INVALID_MESSAGE = 'imageURL must be an upload address from this shop';
export const UPLOAD_NOT_FOUND_MESSAGE =
  'No checked upload at that address. Please upload the image again.';
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
export const IMAGE_WIDTH_MESSAGE = mustBeOneOf('w', IMAGE_WIDTHS);

// ---------------------------------------------------------------- paths

// ---------------------------------------------------------------- calls

/** POST /api/objects/upload → 200 */
export const uploadUrlSchema = z.object({ uploadURL: z.string() });
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

/** PUT <uploadURL> (the raw file as the body) → 200 */
export const uploadReceivedSchema = z.object({ message: z.string(), objectPath: z.string() });
export type UploadReceived = z.infer<typeof uploadReceivedSchema>;

/** PUT /api/admin/product-images body: the uploadURL (or its absolute form, or objectPath). */
export const productImageInputSchema = z.object({
  imageURL: z
    .string({ message: 'imageURL is required' })
    .trim()
    .min(1, 'imageURL is required')
    .max(2000, 'imageURL must be at most 2000 characters'),
});
export type ProductImageInput = z.input<typeof productImageInputSchema>;

/** PUT /api/admin/product-images → 200 */
export const productImageSchema = z.object({ imagePath: z.string() });
export type ProductImage = z.infer<typeof productImageSchema>;
