/**
 * A photo for a cash advance request, in two calls: POST
 * /api/request-photos/uploads → { uploadURL } (anyone, rate limited), then PUT
 * the raw file there → { message, uploadURL }. The address is what the request's
 * `photos` carries; it is secret to this browser, which is how the server knows
 * the upload is ours.
 */
import {
  MAX_REQUEST_PHOTO_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_UPLOAD_FAILED_MESSAGE,
  isRequestPhotoType,
  requestPhotoReceivedSchema,
  requestPhotoUploadUrlSchema,
} from '@shared/cash-advances/request-photos';
import { apiClient } from '@web/lib/api-client';
import { solveInPage } from '@web/components/security-question/solve-in-page';

/** Why a file cannot be sent, or null when it may be. */
export function requestPhotoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isRequestPhotoType(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > MAX_REQUEST_PHOTO_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Uploads the file; answers its reference for the request, or rejects with the server's
 * message. A guest's address costs a solved challenge (decision 018), solved in the page.
 */
export async function uploadRequestPhoto(file: File, guest = false): Promise<string> {
  const body = guest ? await solveInPage() : {};
  const { uploadURL } = requestPhotoUploadUrlSchema.parse(
    await apiClient.post<unknown>('/api/request-photos/uploads', body),
  );
  const received = await apiClient.put<unknown>(uploadURL, file);
  const parsed = requestPhotoReceivedSchema.safeParse(received);
  if (!parsed.success) throw new Error(PHOTO_UPLOAD_FAILED_MESSAGE);
  return parsed.data.uploadURL;
}
