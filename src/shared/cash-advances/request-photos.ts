/**
 * Photos with a cash advance request (issue 15, "Photos with the request"):
 * the limits, texts and shapes shared by the request form and the server.
 *
 * The flow: POST /api/request-photos/uploads → { uploadURL } (anyone; guests
 * and customers a few an hour, decision 020); PUT the file to uploadURL →
 * { message, uploadURL };
 * POST /api/cash-advances with `photos: [uploadURL, …]` attaches them in the
 * request's transaction. The upload address is signed and secret to whoever
 * asked for it, so it is also the proof that the upload is theirs. Staff and
 * the request's signed-in owner read a photo at GET /api/request-photos/<id>.
 */
import * as z from 'zod/mini';

export const MAX_REQUEST_PHOTOS = 5;
/** Same ceiling as product images: 10 MB a file. */
export const MAX_REQUEST_PHOTO_BYTES = 10_485_760;

/** JPEG (a phone's HEIC photo arrives converted to JPEG), PNG or WebP. */
export const REQUEST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REQUEST_PHOTO_ACCEPT = REQUEST_PHOTO_TYPES.join(',');
export const isRequestPhotoType = (type: string) =>
  (REQUEST_PHOTO_TYPES as readonly string[]).includes(type);

export const REQUEST_PHOTO_UPLOAD_PREFIX = '/api/request-photos/uploads/';
export const REQUEST_PHOTO_PATH_PREFIX = '/api/request-photos/';
/** Photo ids are 32 lowercase hex characters, chosen by the server. */
export const REQUEST_PHOTO_ID_PATTERN = /^[0-9a-f]{32}$/;

export const requestPhotoPath = (id: string) => `${REQUEST_PHOTO_PATH_PREFIX}${id}`;

// ---------------------------------------------------------------- texts

export const PHOTOS_HEADING = 'Photos (optional)';
export const PHOTOS_HINT =
  'Up to 5 photos of the item (JPEG, PNG or WebP, at most 10 MB each) help us give you a quote.';
export const PHOTO_TYPE_MESSAGE = 'Please choose a photo (JPEG, PNG or WebP)';
export const PHOTO_TOO_LARGE_MESSAGE = 'Please choose a photo smaller than 10MB';
export const TOO_MANY_PHOTOS_MESSAGE = `Add at most ${MAX_REQUEST_PHOTOS} photos`;
export const PHOTO_UPLOAD_FAILED_MESSAGE = 'The photo could not be uploaded. Please try again.';
export const PHOTO_RECEIVED_MESSAGE = 'Photo received';
export const PHOTO_NOT_ATTACHED_MESSAGE =
  'A photo could not be attached (it was used already or has expired). Please add it again.';
export const PHOTO_REFERENCE_MESSAGE = 'Each photo must be an upload address from this shop';
export const DUPLICATE_PHOTO_MESSAGE = 'The same photo was added twice';
export const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';

/** The 429 past the hourly count of photo upload addresses, the wait rounded up to a minute. */
export function tooManyPhotoAddressesMessage(waitMinutes: number): string {
  const minutes = Math.min(60, Math.max(1, Math.ceil(waitMinutes)));
  const wait = minutes === 60 ? '1 hour' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many photo uploads for now. Please wait ${wait} and try again.`;
}

// ---------------------------------------------------------------- shapes

export const requestPhotosField = z.optional(
  z
    .array(
      z.string({ message: PHOTO_REFERENCE_MESSAGE }).check(
        z.maxLength(400, PHOTO_REFERENCE_MESSAGE),
        // A pattern, not startsWith: OpenAPI has no "starts_with" format.
        z.regex(/^\/api\/request-photos\/uploads\//, PHOTO_REFERENCE_MESSAGE),
      ),
      { message: 'Photos must be a list of upload addresses' },
    )
    .check(
      z.maxLength(MAX_REQUEST_PHOTOS, TOO_MANY_PHOTOS_MESSAGE),
      z.refine((list) => new Set(list).size === list.length, DUPLICATE_PHOTO_MESSAGE),
    ),
);

export const requestPhotoUploadUrlSchema = z.object({ uploadURL: z.string() });
export type RequestPhotoUploadUrl = z.infer<typeof requestPhotoUploadUrlSchema>;

export const requestPhotoReceivedSchema = z.object({
  message: z.string(),
  /** The reference to send in the request's `photos`. */
  uploadURL: z.string(),
});
export type RequestPhotoReceived = z.infer<typeof requestPhotoReceivedSchema>;
