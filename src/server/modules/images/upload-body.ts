/**
 * What product images and request photos both do with an upload's body
 * before keeping anything: refuse an announced size past the limit, read the
 * body into memory up to the limit (the checks decode it whole anyway), and
 * accept it only when it really is an image of an allowed format.
 */
import type { Readable } from 'node:stream';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, UPLOAD_LINK_INVALID_MESSAGE } from '@shared/images';
import { HttpError, badRequest } from '../../http-error';
import { TooLargeError, UploadAbortedError, limitBytes } from './limit-stream';
import { decodesWhole, readImageHeader, type ImageFormat } from './processing';
import type { WorkPool } from './work-pool';

export type ImageUploadRules = {
  maxBytes: number;
  formats: readonly ImageFormat[];
  /** The 413 answer past maxBytes. */
  tooLargeMessage: string;
  /** The 415 answer to anything but an image of one of the formats. */
  unsupportedMessage: string;
};

export const UPLOAD_ABORTED_MESSAGE = 'The upload stopped before the end of the file.';

// Connection: close, so the body of a refused upload is not read to its end.
export const uploadLinkInvalid = () =>
  new HttpError(403, UPLOAD_LINK_INVALID_MESSAGE, { connection: 'close' });
const tooLarge = (rules: ImageUploadRules) =>
  new HttpError(413, rules.tooLargeMessage, { connection: 'close' });

/** 413 from the Content-Length alone, before a byte of the body is read. */
export function refuseAnnouncedTooLarge(
  contentLength: string | undefined,
  rules: ImageUploadRules,
): void {
  if (contentLength !== undefined && Number(contentLength) > rules.maxBytes) {
    throw tooLarge(rules);
  }
}

/**
 * The body, checked: 413 as soon as it passes maxBytes (the rest is left
 * unread) or when its header claims too many pixels (nothing decoded), 400
 * when the client stops half way, 415 for anything that is not an image of
 * the allowed formats, 503 when the work pool is full (the decode runs there).
 */
export async function readImageUpload(
  body: Readable,
  rules: ImageUploadRules,
  pool: WorkPool,
): Promise<{ data: Buffer; format: ImageFormat }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of limitBytes(body, rules.maxBytes)) chunks.push(chunk as Buffer);
  } catch (error) {
    if (error instanceof TooLargeError) throw tooLarge(rules);
    if (error instanceof UploadAbortedError) throw badRequest(UPLOAD_ABORTED_MESSAGE);
    throw error;
  }
  const data = Buffer.concat(chunks);
  const verdict = data.length > 0 ? await readImageHeader(data) : null;
  if (verdict?.ok === false && verdict.reason === 'too-many-pixels') {
    throw new HttpError(413, IMAGE_TOO_MANY_PIXELS_MESSAGE);
  }
  if (!verdict?.ok || !rules.formats.includes(verdict.format)) {
    throw new HttpError(415, rules.unsupportedMessage);
  }
  if (!(await pool.runOrBusy(() => decodesWhole(data)))) {
    throw new HttpError(415, rules.unsupportedMessage);
  }
  return { data, format: verdict.format };
}
