/**
 * Product image uploads (issue 7; spec sections 2, 5, 7 and 8), in three steps:
 *
 *   1. start    POST /api/objects/upload               → { uploadURL }
 *   2. send     PUT <uploadURL>, the raw file          → { message, objectPath }
 *   3. process  PUT /api/admin/product-images {imageURL} → { imagePath: "/images/<id>" }
 *
 * The file is sent with XMLHttpRequest, not fetch, because only XHR reports upload
 * progress. Every other call goes through apiClient. Callers check the file first
 * with `validateImageFile` (the page-side rules of spec section 5).
 */
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TOO_LARGE_TITLE,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FILE_TYPE_TITLE,
  MAX_IMAGE_BYTES,
  UPLOAD_PROCESS_FAILED_MESSAGE,
  UPLOAD_SEND_FAILED_MESSAGE,
  UPLOAD_START_FAILED_MESSAGE,
  isAcceptedImageType,
  productImageSchema,
  uploadReceivedSchema,
  uploadUrlSchema,
  type ProductImageInput,
  type UploadReceived,
} from '@shared/images';
import { ApiError, apiClient } from '@web/lib/api-client';

export const UPLOAD_URL_ENDPOINT = '/api/objects/upload';
export const PRODUCT_IMAGES_ENDPOINT = '/api/admin/product-images';

// ---------------------------------------------------------------- checks

/** Why a file cannot be uploaded: the toast's title and description (spec section 5). */
export type ImageFileProblem = { title: string; description: string };

/**
 * The page-side check before anything is sent: an accepted image type (JPEG, PNG,
 * WebP, GIF) and at most MAX_IMAGE_BYTES (10485760 bytes exactly is allowed).
 * Null when the file may be sent.
 */
export function validateImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!isAcceptedImageType(file.type)) {
    return { title: INVALID_FILE_TYPE_TITLE, description: INVALID_FILE_TYPE_MESSAGE };
  }
  if (file.size > MAX_IMAGE_BYTES) {
    return { title: FILE_TOO_LARGE_TITLE, description: FILE_TOO_LARGE_MESSAGE };
  }
  return null;
}

// ---------------------------------------------------------------- the three calls

/** Step 1: a signed, single-use upload address (relative, on this site). */
export async function requestUploadUrl(signal?: AbortSignal): Promise<string> {
  const body = await apiClient.post<unknown>(
    UPLOAD_URL_ENDPOINT,
    undefined,
    signal ? { signal } : {},
  );
  return uploadUrlSchema.parse(body).uploadURL;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * Step 2: PUT the raw file to `uploadURL` with its content type, reporting the share
 * of bytes sent (0–100) to `onProgress`. Same-origin credentials (the session cookie
 * goes along; XHR never sends it cross-origin with withCredentials off).
 *
 * Rejects with an ApiError on a non-2xx answer (its `status`, and its `serverMessage`
 * holding the server's `{ message }`, e.g. 413 "Please select an image smaller than
 * 10MB", 415 "Please select an image file (JPEG, PNG, WebP or GIF)"), with an ApiError
 * of status 0 when the network fails, and with the signal's reason (an AbortError) when aborted.
 */
export function sendFile(
  uploadURL: string,
  file: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadReceived> {
  return new Promise<UploadReceived>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };

    xhr.open('PUT', uploadURL);
    xhr.withCredentials = false;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.addEventListener('progress', (event: ProgressEvent) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : file.size;
      if (!onProgress || total <= 0) return;
      onProgress(Math.min(100, Math.max(0, Math.round((event.loaded / total) * 100))));
    });
    xhr.addEventListener('load', () => {
      settle(() => {
        const text = xhr.responseText;
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(new ApiError(xhr.status, xhr.statusText, text));
          return;
        }
        let parsed: ReturnType<typeof uploadReceivedSchema.safeParse>;
        try {
          parsed = uploadReceivedSchema.safeParse(JSON.parse(text));
        } catch {
          parsed = uploadReceivedSchema.safeParse(null);
        }
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'Unexpected upload response', text));
      });
    });
    xhr.addEventListener('error', () => settle(() => reject(new ApiError(0, 'Network error', ''))));
    xhr.addEventListener('timeout', () =>
      settle(() => reject(new ApiError(0, 'Upload timed out', ''))),
    );
    xhr.addEventListener('abort', () =>
      settle(() =>
        reject(signal ? abortReason(signal) : new DOMException('Upload aborted', 'AbortError')),
      ),
    );
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    xhr.send(file);
  });
}

/** Step 3, strict: the stored image's path ("/images/<id>"); rejects when the server refuses. */
export async function processImage(uploadURL: string, signal?: AbortSignal): Promise<string> {
  const input: ProductImageInput = { imageURL: uploadURL };
  const body = await apiClient.put<unknown>(
    PRODUCT_IMAGES_ENDPOINT,
    input,
    signal ? { signal } : {},
  );
  return productImageSchema.parse(body).imagePath;
}

/**
 * Step 3 as the dialogs use it (spec sections 7 and 8): the stored image's path, or,
 * when processing fails, silently the raw `uploadURL` as the image value.
 * Only an abort (through `signal`) still rejects.
 */
export async function finaliseImage(uploadURL: string, signal?: AbortSignal): Promise<string> {
  try {
    return await processImage(uploadURL, signal);
  } catch {
    if (signal?.aborted) throw abortReason(signal);
    return uploadURL;
  }
}

// ---------------------------------------------------------------- the whole flow

export type UploadStep = 'start' | 'send' | 'process';
export type UploadPhase = 'starting' | 'sending' | 'processing' | 'done';
/** Where an upload is: 0 while starting, 0–90 while sending, 95 processing, 100 done. */
export type UploadProgress = { phase: UploadPhase; percent: number };

export const SENDING_MAX_PERCENT = 90;
export const PROCESSING_PERCENT = 95;
export const DONE_PERCENT = 100;

/** What the toast says for each failed step (spec section 8). */
export const UPLOAD_STEP_MESSAGES: Readonly<Record<UploadStep, string>> = {
  start: UPLOAD_START_FAILED_MESSAGE,
  send: UPLOAD_SEND_FAILED_MESSAGE,
  process: UPLOAD_PROCESS_FAILED_MESSAGE,
};

/**
 * A failed upload: `step` says which call failed, `message` is that step's text of
 * spec section 8, and `serverMessage` the server's own `{ message }` when it gave one
 * (e.g. why a file was refused), for an inline hint. The original error is `cause`.
 */
export class UploadError extends Error {
  readonly step: UploadStep;
  /** HTTP status of the failed call; 0 for a network failure; undefined for anything else. */
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;

  constructor(step: UploadStep, cause: unknown) {
    super(UPLOAD_STEP_MESSAGES[step], { cause });
    this.name = 'UploadError';
    this.step = step;
    this.status = cause instanceof ApiError ? cause.status : undefined;
    this.serverMessage = cause instanceof ApiError ? cause.serverMessage : undefined;
  }
}

/** True for the rejection of a cancelled upload (nothing to tell the user). */
export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

export type UploadedImage = {
  /** The image value to store in imageUrl and thumbnailUrl: "/images/<id>", or the raw uploadURL after a fallback. */
  path: string;
  /** The signed address the file went to. */
  uploadURL: string;
  /** False when processing failed and `path` is the raw uploadURL (fallback mode only). */
  processed: boolean;
};

export type UploadProductImageOptions = {
  /** Cancels whichever step is running; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /**
   * When step 3 fails: 'fallback' (the default, the dialogs' rule) resolves with the
   * raw uploadURL as the path; 'fail' (the standalone picker) rejects with an
   * UploadError of step 'process'.
   */
  onProcessFailure?: 'fallback' | 'fail';
};

/**
 * The three steps in order, reporting progress: 'starting' 0, 'sending' 0–90 (the
 * share of bytes sent, scaled), 'processing' 95, 'done' 100. Rejects with an
 * UploadError naming the step that failed, or with an AbortError when cancelled.
 * Does not check the file: call validateImageFile first.
 */
export async function uploadProductImage(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
  { signal, onProcessFailure = 'fallback' }: UploadProductImageOptions = {},
): Promise<UploadedImage> {
  let last: UploadProgress | null = null;
  const report = (phase: UploadPhase, percent: number) => {
    if (signal?.aborted) return;
    if (last && last.phase === phase && last.percent === percent) return;
    last = { phase, percent };
    onProgress?.(last);
  };
  const step = async <T>(name: UploadStep, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (signal?.aborted) throw abortReason(signal);
      if (isAbortError(error)) throw error;
      throw new UploadError(name, error);
    }
  };

  report('starting', 0);
  const uploadURL = await step('start', () => requestUploadUrl(signal));

  report('sending', 0);
  await step('send', () =>
    sendFile(
      uploadURL,
      file,
      (percent) =>
        report(
          'sending',
          Math.min(SENDING_MAX_PERCENT, Math.round((percent * SENDING_MAX_PERCENT) / 100)),
        ),
      signal,
    ),
  );
  report('sending', SENDING_MAX_PERCENT);

  report('processing', PROCESSING_PERCENT);
  let path: string;
  let processed = true;
  if (onProcessFailure === 'fail') {
    path = await step('process', () => processImage(uploadURL, signal));
  } else {
    path = await step('process', () => finaliseImage(uploadURL, signal));
    processed = path !== uploadURL;
  }

  report('done', DONE_PERCENT);
  return { path, uploadURL, processed };
}
