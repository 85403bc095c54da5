import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  FILE_TOO_LARGE_MESSAGE,
  FILE_TOO_LARGE_TITLE,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FILE_TYPE_TITLE,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_FAILED_TITLE,
  UPLOAD_SEND_FAILED_MESSAGE,
} from '@shared/images';
import { ProductImageField } from '@web/components/image-upload/product-image-field';
import {
  FakeXhr,
  UPLOAD_URL,
  answerUploadsWith,
  fakeFetch,
  installFakeUploadServer,
  makeFile,
} from '@web/components/image-upload/testing/fake-upload-server';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast } from '@web/components/ui/use-toast';

const STORED = '/images/0123456789abcdef0123456789abcdef';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
  FakeXhr.reset();
});

function renderField(initial: string | null = null) {
  const onChange = vi.fn();
  const onUploadingChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ProductImageField
        value={value}
        onChange={(path) => {
          onChange(path);
          setValue(path);
        }}
        onUploadingChange={onUploadingChange}
      />
    );
  }
  render(
    <>
      <Harness />
      <Toaster />
    </>,
  );
  return { onChange, onUploadingChange, user: userEvent.setup({ applyAccept: false }) };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose image');
const field = () => screen.getByRole('group', { name: 'Image (optional)' });
const toastRegion = () => screen.getByRole('region', { name: /notification/i });

describe('ProductImageField', { timeout: 20_000 }, () => {
  test('a real, labelled file input for one image, reached with Tab', async () => {
    const { user } = renderField();
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(/up to 10 MB/);
    await user.tab();
    expect(input).toHaveFocus();
    expect(within(field()).getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  test('an oversized file shows "File too large" and sends nothing', async () => {
    const fetchMock = installFakeUploadServer();
    const { onChange, user } = renderField();
    await user.upload(fileInput(), makeFile(10_485_761));

    // Inline, tied to the input, and as a toast.
    expect(fileInput()).toHaveAccessibleDescription(
      expect.stringContaining(`${FILE_TOO_LARGE_TITLE}: ${FILE_TOO_LARGE_MESSAGE}`) as string,
    );
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(await within(toastRegion()).findByText(FILE_TOO_LARGE_TITLE)).toBeInTheDocument();
    expect(within(toastRegion()).getByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.instances).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('a file that is not an image shows "Invalid file type"', async () => {
    const fetchMock = installFakeUploadServer();
    const { user } = renderField();
    await user.upload(fileInput(), makeFile(100, 'text/plain', 'notes.txt'));

    expect(within(field()).getByText(`${INVALID_FILE_TYPE_TITLE}:`)).toBeInTheDocument();
    expect(within(field()).getByText(INVALID_FILE_TYPE_MESSAGE)).toBeInTheDocument();
    expect(await within(toastRegion()).findByText(INVALID_FILE_TYPE_TITLE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('uploads with progress, reports 100% and sets the stored path', async () => {
    const fetchMock = installFakeUploadServer();
    const { onChange, onUploadingChange, user } = renderField();
    const file = makeFile(2000);
    await user.upload(fileInput(), file);

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.headers['content-type']).toBe('image/jpeg');
    expect(xhr.body).toBe(file);

    act(() => xhr.progress(1000, 2000));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading image…');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();

    act(() => {
      xhr.progress(2000, 2000);
      xhr.respond(200, { message: 'Upload received', objectPath: '/objects/uploads/abc' });
    });

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/images/abc'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Upload complete');
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
    // The process step got the upload address.
    const processCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(processCall?.[1]?.body as string)).toEqual({ imageURL: UPLOAD_URL });
    // The preview now shows the stored image, and it can be removed.
    expect(within(field()).getByRole('img', { name: 'Current product image' })).toHaveAttribute(
      'src',
      '/images/abc',
    );
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeInTheDocument();
  });

  test('when processing fails, the raw upload URL is used silently', async () => {
    installFakeUploadServer(
      fakeFetch({
        'PUT /api/admin/product-images': { status: 500, body: { message: 'Broken' } },
      }),
    );
    answerUploadsWith();
    const { onChange, user } = renderField();
    await user.upload(fileInput(), makeFile(500, 'image/png', 'x.png'));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(UPLOAD_URL));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(UPLOAD_FAILED_TITLE)).not.toBeInTheDocument();
  });

  test('a refused file: "Upload failed" toast, the server\'s reason inline', async () => {
    installFakeUploadServer();
    answerUploadsWith(415, { message: UNSUPPORTED_IMAGE_MESSAGE });
    const { onChange, onUploadingChange, user } = renderField();
    await user.upload(fileInput(), makeFile(500, 'image/png', 'renamed.png'));

    expect(await within(toastRegion()).findByText(UPLOAD_FAILED_TITLE)).toBeInTheDocument();
    expect(within(toastRegion()).getByText(UPLOAD_SEND_FAILED_MESSAGE)).toBeInTheDocument();
    expect(within(field()).getByText(UNSUPPORTED_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  test('shows a stored image at 320 px and "Remove image" clears it', async () => {
    const { onChange, user } = renderField(STORED);
    const preview = within(field()).getByRole('img', { name: 'Current product image' });
    expect(preview).toHaveAttribute('src', `${STORED}?w=320`);
    expect(preview.getAttribute('srcset')).toContain(`${STORED}?w=640 640w`);

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(within(field()).queryByRole('img')).not.toBeInTheDocument();
    expect(fileInput()).toHaveFocus();
  });

  test('"Cancel upload" aborts the upload and keeps the current image', async () => {
    installFakeUploadServer();
    const { onChange, onUploadingChange, user } = renderField(STORED);
    await user.upload(fileInput(), makeFile(500));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.instances[0]?.aborted).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(field()).getByRole('img')).toHaveAttribute('src', `${STORED}?w=320`);
    expect(screen.queryByText(UPLOAD_FAILED_TITLE)).not.toBeInTheDocument();
  });

  test('a file dropped on the box is checked and uploaded the same way', async () => {
    installFakeUploadServer();
    answerUploadsWith();
    const { onChange } = renderField();
    const zone = field().querySelector('[data-slot="image-drop-zone"]')!;

    fireEvent.dragEnter(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [makeFile(10_485_761)] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(within(field()).getByText(FILE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(0);

    fireEvent.drop(zone, { dataTransfer: { files: [makeFile(300, 'image/gif', 'x.gif')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/images/abc'));
    expect(FakeXhr.instances[0]?.headers['content-type']).toBe('image/gif');
  });

  test('disabled: the input is disabled and nothing can be removed', () => {
    render(<ProductImageField value={STORED} onChange={() => {}} disabled />);
    expect(fileInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeDisabled();
  });
});
