import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PHOTOS_HEADING,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
} from '@shared/cash-advances/request-photos';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { CashAdvanceForm } from '@web/features/cash-advances/components/cash-advance-form';

const created = {
  id: '5b0e3c56-1f0e-4a4c-9a43-2b7d2a3f8c11',
  userId: 'customer_1767225600000',
  customerName: 'Priya Shah',
  customerPhone: '07700 900123',
  customerEmail: null,
  itemDescription: 'Gold ring',
  itemCategory: 'gold',
  collateralType: 'gold',
  loanAmount: '100.00',
  interestRate: '15.00',
  totalRepayment: '115.00',
  dueDate: '2026-02-01T10:00:00.000Z',
  status: 'pending',
  createdAt: '2026-01-04T10:00:00.000Z',
};

let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
let issued = 0;
/** What the PUT answers: the upload address back, or a refusal. */
let putAnswer: { status: number; message?: string } = { status: 200 };
/** When set, the PUT waits for it: an upload still under way. */
let putGate: Promise<void> | null = null;

beforeEach(() => {
  issued = 0;
  putAnswer = { status: 200 };
  putGate = null;
  const routes = mockFetch({
    'POST /api/request-photos/uploads': () => {
      issued += 1;
      return { body: { uploadURL: `/api/request-photos/uploads/token${issued}.sig` } };
    },
    'POST /api/cash-advances': { status: 201, body: created },
  });
  fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.method === 'PUT' && href.startsWith('/api/request-photos/uploads/')) {
      if (putGate) await putGate;
      const body =
        putAnswer.status === 200
          ? { message: 'Photo received', uploadURL: href }
          : { message: putAnswer.message };
      return new Response(JSON.stringify(body), {
        status: putAnswer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return routes(input, init);
  });
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

const photo = (name: string, type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

const section = () => screen.getByRole('group', { name: PHOTOS_HEADING });
const input = () => within(section()).getByLabelText('Add photos');
const puts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PUT');

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('RequestPhotosSection', { timeout: 30_000 }, () => {
  it('uploads each chosen photo, shows it, and sends the references with the request', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<CashAdvanceForm />);
    expect(section()).toHaveTextContent('Up to 5 photos of the item');

    await user.upload(input(), [photo('front.jpg'), photo('hallmark.png', 'image/png')]);
    expect(await screen.findByRole('img', { name: 'Photo 2: hallmark.png' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Uploading/)).toBeNull());
    expect(puts()).toHaveLength(2);
    expect(puts()[0]?.[1]?.body).toBeInstanceOf(File);

    // Removing one keeps it out of the request.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);

    await fill(user, screen.getByLabelText('Full Name'), 'Priya Shah');
    await fill(user, screen.getByLabelText('Phone Number'), '07700 900123');
    await fill(user, screen.getByLabelText('Item Description'), 'Gold ring');
    await user.selectOptions(screen.getByLabelText('Item Category'), 'gold');
    await fill(user, screen.getByLabelText('Requested Loan Amount (£)'), '100');
    await user.click(screen.getByRole('button', { name: 'Submit Cash Advance Request' }));

    const requestSent = () =>
      fetchSpy.mock.calls.find(([url]) => url === '/api/cash-advances')?.[1]?.body;
    await waitFor(() => expect(typeof requestSent()).toBe('string'));
    const payload = JSON.parse(requestSent() as string) as { photos?: string[] };
    expect(payload.photos).toHaveLength(1);
    expect(payload.photos?.[0]).toMatch(/^\/api\/request-photos\/uploads\/token\d\.sig$/);
    // Sent: the form is empty again, photos included.
    await waitFor(() => expect(screen.queryAllByRole('img')).toHaveLength(0));
  });

  it('refuses other file types and photos over 10 MB before sending anything', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<CashAdvanceForm />);
    await user.upload(input(), photo('animation.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TYPE_MESSAGE);
    await user.upload(input(), photo('huge.jpg', 'image/jpeg', 10_485_761));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE_MESSAGE);
    expect(issued).toBe(0);
    expect(puts()).toHaveLength(0);
  });

  it('takes at most 5 photos', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<CashAdvanceForm />);
    await user.upload(
      input(),
      Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_PHOTOS_MESSAGE);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(5));
    expect(input()).toBeDisabled();
  });

  it('shows the server’s reason when an upload is refused, and keeps nothing', async () => {
    putAnswer = { status: 415, message: PHOTO_TYPE_MESSAGE };
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<CashAdvanceForm />);
    await user.upload(input(), photo('renamed.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_TYPE_MESSAGE);
    await waitFor(() => expect(screen.queryAllByRole('img')).toHaveLength(0));
  });

  it('keeps the request from being sent while a photo is still uploading', async () => {
    let finish = () => {};
    putGate = new Promise<void>((resolve) => (finish = resolve));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithProviders(<CashAdvanceForm />);
    const send = screen.getByRole('button', { name: 'Submit Cash Advance Request' });
    await user.upload(input(), photo('slow.jpg'));
    expect(await screen.findByText('Uploading slow.jpg')).toBeInTheDocument();
    expect(send).toBeDisabled();
    finish();
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.queryByText('Uploading slow.jpg')).toBeNull();
  });
});
