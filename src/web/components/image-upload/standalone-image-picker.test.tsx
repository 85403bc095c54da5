import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TOO_LARGE_TITLE,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FILE_TYPE_TITLE,
  UPLOAD_FAILED_TITLE,
  UPLOAD_PROCESS_FAILED_MESSAGE,
  UPLOAD_START_FAILED_MESSAGE,
  UPLOAD_SUCCESS_MESSAGE,
} from '@shared/images';
import { StandaloneImagePicker } from '@web/components/image-upload/standalone-image-picker';
import {
  FakeXhr,
  deferred,
  fakeFetch,
  installFakeUploadServer,
  makeFile,
  answerUploadsWith,
} from '@web/components/image-upload/testing/fake-upload-server';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  FakeXhr.reset();
});

function renderPicker() {
  const onUploaded = vi.fn();
  const onUploadingChange = vi.fn();
  render(
    <>
      <StandaloneImagePicker onUploaded={onUploaded} onUploadingChange={onUploadingChange} />
      <Toaster />
    </>,
  );
  return { onUploaded, onUploadingChange, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText('Choose image');
const percent = () => screen.getByTestId('upload-percent');
const toasts = () => within(screen.getByRole('region', { name: /notification/i }));

describe('StandaloneImagePicker', { timeout: 20_000 }, () => {
  test('shows 90 while sending, 95 while processing, then 100 and a success toast', async () => {
    const processed = deferred<{ body: unknown }>();
    installFakeUploadServer(
      fakeFetch({ 'PUT /api/admin/product-images': () => processed.promise }),
    );
    const { onUploaded, onUploadingChange, user } = renderPicker();
    expect(screen.getByRole('group', { name: 'Product image' })).toBeInTheDocument();

    await user.upload(fileInput(), makeFile(1000, 'image/webp', 'photo.webp'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('photo.webp')).toBeInTheDocument();
    const xhr = FakeXhr.instances[0]!;

    act(() => xhr.progress(1000, 1000));
    expect(percent()).toHaveTextContent('90%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');

    act(() => xhr.respond(200, { message: 'Upload received', objectPath: '/objects/x' }));
    await waitFor(() => expect(percent()).toHaveTextContent('95%'));
    expect(screen.getByRole('status')).toHaveTextContent('Processing image…');
    expect(onUploaded).not.toHaveBeenCalled();

    await act(async () => processed.resolve({ body: { imagePath: '/images/abc' } }));
    await waitFor(() => expect(percent()).toHaveTextContent('100%'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(onUploaded).toHaveBeenCalledExactlyOnceWith('/images/abc');
    expect(await toasts().findByText(UPLOAD_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  test('a failed processing step is "Upload failed" / "Failed to process uploaded image"', async () => {
    installFakeUploadServer(
      fakeFetch({ 'PUT /api/admin/product-images': { status: 500, body: { message: 'x' } } }),
    );
    answerUploadsWith();
    const { onUploaded, user } = renderPicker();
    await user.upload(fileInput(), makeFile(100));

    expect(await toasts().findByText(UPLOAD_FAILED_TITLE)).toBeInTheDocument();
    expect(toasts().getByText(UPLOAD_PROCESS_FAILED_MESSAGE)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('a failed start is "Failed to start upload. Please try again."', async () => {
    installFakeUploadServer(
      fakeFetch({ 'POST /api/objects/upload': { status: 500, body: { message: 'x' } } }),
    );
    const { onUploaded, user } = renderPicker();
    await user.upload(fileInput(), makeFile(100));

    expect(await toasts().findByText(UPLOAD_START_FAILED_MESSAGE)).toBeInTheDocument();
    expect(toasts().getByText(UPLOAD_FAILED_TITLE)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  test('too large and wrong type are refused before sending', async () => {
    const fetchMock = installFakeUploadServer();
    const { user } = renderPicker();

    await user.upload(fileInput(), makeFile(10_485_761));
    expect(await toasts().findByText(FILE_TOO_LARGE_TITLE)).toBeInTheDocument();
    expect(toasts().getByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();

    await user.upload(fileInput(), makeFile(10, 'image/svg+xml', 'x.svg'));
    expect(await toasts().findByText(INVALID_FILE_TYPE_TITLE)).toBeInTheDocument();
    expect(toasts().getByText(INVALID_FILE_TYPE_MESSAGE)).toBeInTheDocument();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
