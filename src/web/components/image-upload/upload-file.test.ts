import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TOO_LARGE_TITLE,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FILE_TYPE_TITLE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_PROCESS_FAILED_MESSAGE,
  UPLOAD_SEND_FAILED_MESSAGE,
  UPLOAD_START_FAILED_MESSAGE,
} from '@shared/images';
import {
  FakeXhr,
  UPLOAD_URL,
  answerUploadsWith,
  fakeFetch,
  installFakeUploadServer,
  makeFile,
} from '@web/components/image-upload/testing/fake-upload-server';
import { ApiError } from '@web/lib/api-client';
import {
  UploadError,
  finaliseImage,
  isAbortError,
  sendFile,
  uploadProductImage,
  validateImageFile,
  type UploadProgress,
} from '@web/lib/upload-file';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.reset();
});

describe('validateImageFile', () => {
  test('exactly 10485760 bytes passes; 10485761 is too large', () => {
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(validateImageFile(makeFile(10_485_760))).toBeNull();
    expect(validateImageFile(makeFile(10_485_761))).toEqual({
      title: FILE_TOO_LARGE_TITLE,
      description: FILE_TOO_LARGE_MESSAGE,
    });
  });

  test('only JPEG, PNG, WebP and GIF are accepted', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(validateImageFile(makeFile(10, type))).toBeNull();
    }
    for (const type of ['text/plain', 'image/svg+xml', 'application/pdf', '']) {
      expect(validateImageFile(makeFile(10, type, 'x.png'))).toEqual({
        title: INVALID_FILE_TYPE_TITLE,
        description: INVALID_FILE_TYPE_MESSAGE,
      });
    }
  });

  test('the type is checked before the size', () => {
    expect(validateImageFile(makeFile(10_485_761, 'text/plain'))?.title).toBe(
      INVALID_FILE_TYPE_TITLE,
    );
  });
});

describe('sendFile', () => {
  test('PUTs the raw file with its content type and reports progress', async () => {
    installFakeUploadServer();
    answerUploadsWith();
    const file = makeFile(1000, 'image/png', 'x.png');
    const percents: number[] = [];
    const received = await sendFile(UPLOAD_URL, file, (percent) => percents.push(percent));

    expect(received).toEqual({ message: 'Upload received', objectPath: '/objects/uploads/abc' });
    const [xhr] = FakeXhr.instances;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.url).toBe(UPLOAD_URL);
    expect(xhr?.headers['content-type']).toBe('image/png');
    expect(xhr?.body).toBe(file);
    expect(xhr?.withCredentials).toBe(false);
    expect(percents).toEqual([50, 100]);
  });

  test('a file without a type goes as application/octet-stream', async () => {
    installFakeUploadServer();
    answerUploadsWith();
    await sendFile(UPLOAD_URL, new Blob([new Uint8Array(4)]));
    expect(FakeXhr.instances[0]?.headers['content-type']).toBe('application/octet-stream');
  });

  test("a refusal rejects with the server's message", async () => {
    installFakeUploadServer();
    answerUploadsWith(413, { message: FILE_TOO_LARGE_MESSAGE });
    const error: unknown = await sendFile(UPLOAD_URL, makeFile(10)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, serverMessage: FILE_TOO_LARGE_MESSAGE });
  });

  test('an abort rejects with an AbortError and aborts the request', async () => {
    installFakeUploadServer();
    const controller = new AbortController();
    const sending = sendFile(UPLOAD_URL, makeFile(10), undefined, controller.signal);
    controller.abort();
    const error: unknown = await sending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.instances[0]?.aborted).toBe(true);
  });
});

describe('finaliseImage', () => {
  test('answers the stored path', async () => {
    const fetchMock = installFakeUploadServer();
    await expect(finaliseImage(UPLOAD_URL)).resolves.toBe('/images/abc');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ imageURL: UPLOAD_URL });
  });

  test('falls back to the raw upload URL when processing fails', async () => {
    installFakeUploadServer(
      fakeFetch({ 'PUT /api/admin/product-images': { status: 500, body: { message: 'x' } } }),
    );
    await expect(finaliseImage(UPLOAD_URL)).resolves.toBe(UPLOAD_URL);
  });
});

describe('uploadProductImage', () => {
  test('starting 0, sending 0–90, processing 95, done 100', async () => {
    installFakeUploadServer();
    answerUploadsWith();
    const steps: UploadProgress[] = [];
    const result = await uploadProductImage(makeFile(1000), (p) => steps.push(p));

    expect(result).toEqual({ path: '/images/abc', uploadURL: UPLOAD_URL, processed: true });
    expect(steps).toEqual([
      { phase: 'starting', percent: 0 },
      { phase: 'sending', percent: 0 },
      { phase: 'sending', percent: 45 },
      { phase: 'sending', percent: 90 },
      { phase: 'processing', percent: 95 },
      { phase: 'done', percent: 100 },
    ]);
  });

  test('a failed processing step falls back to the upload URL by default', async () => {
    installFakeUploadServer(
      fakeFetch({ 'PUT /api/admin/product-images': { status: 422, body: { message: 'x' } } }),
    );
    answerUploadsWith();
    await expect(uploadProductImage(makeFile(10))).resolves.toEqual({
      path: UPLOAD_URL,
      uploadURL: UPLOAD_URL,
      processed: false,
    });
  });

  test("with onProcessFailure 'fail' it rejects naming the process step", async () => {
    installFakeUploadServer(
      fakeFetch({ 'PUT /api/admin/product-images': { status: 422, body: { message: 'x' } } }),
    );
    answerUploadsWith();
    const error: unknown = await uploadProductImage(makeFile(10), undefined, {
      onProcessFailure: 'fail',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ step: 'process', message: UPLOAD_PROCESS_FAILED_MESSAGE });
  });

  test('a failed start sends nothing', async () => {
    installFakeUploadServer(
      fakeFetch({ 'POST /api/objects/upload': { status: 403, body: { message: 'Admins only' } } }),
    );
    const error: unknown = await uploadProductImage(makeFile(10)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      step: 'start',
      message: UPLOAD_START_FAILED_MESSAGE,
      status: 403,
      serverMessage: 'Admins only',
    });
    expect(FakeXhr.instances).toHaveLength(0);
  });

  test("a refused file names the send step and keeps the server's reason", async () => {
    const fetchMock = installFakeUploadServer();
    answerUploadsWith(415, { message: UNSUPPORTED_IMAGE_MESSAGE });
    const error: unknown = await uploadProductImage(makeFile(10)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      step: 'send',
      message: UPLOAD_SEND_FAILED_MESSAGE,
      status: 415,
      serverMessage: UNSUPPORTED_IMAGE_MESSAGE,
    });
    // No processing call after a failed send.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a network failure while sending names the send step', async () => {
    installFakeUploadServer();
    FakeXhr.onSend = (xhr) => xhr.failNetwork();
    await expect(uploadProductImage(makeFile(10))).rejects.toMatchObject({
      step: 'send',
      status: 0,
    });
  });
});
