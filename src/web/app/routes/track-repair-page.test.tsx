import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_NOT_FOUND, type RepairTracking } from '@shared/repairs/tracking';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { TrackRepairPage } from '@web/app/routes/track-repair-page';

const CODE = 'Qm9va2luZ1RyYWNraW5nMQ';

const tracking = (fields: Partial<RepairTracking> = {}): RepairTracking => ({
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  preferredDate: '2026-12-07',
  preferredTime: '9:00 AM - 11:00 AM',
  status: 'in_progress',
  estimatedCost: '89.00',
  bookedAt: '2026-12-01T10:15:00.000Z',
  timeline: [
    { status: 'scheduled', at: '2026-12-01T10:15:00.000Z' },
    { status: 'in_progress', at: '2026-12-07T14:30:00.000Z' },
  ],
  account: {
    status: 'in_progress',
    estimate: null,
    bill: null,
    notRepaired: false,
    collectedAt: null,
    warrantyUntil: null,
    warrantyClaim: null,
    uncollectedNotice: null,
  },
  ...fields,
});

function renderPage(answer: { status?: number; body: unknown }) {
  const fetchMock = vi.fn(mockFetch({ [`GET /api/track/${CODE}`]: answer }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/track/:code" element={<TrackRepairPage />} />
    </Routes>,
    { path: `/track/${CODE}` },
  );
  return fetchMock;
}

const progress = () =>
  within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('TrackRepairPage', () => {
  it('shows the device, status, drop-off, estimate and the timeline with the steps to come', async () => {
    const fetchMock = renderPage({ body: tracking() });
    expect(
      await screen.findByRole('heading', { name: 'Laptop – Dell XPS 13' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Track Your Repair' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Track Your Repair | Beeston Cash & Repairs');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/track/${CODE}`);

    // The status badge beside the device.
    expect(screen.getAllByText('In Progress')[0]).toHaveAttribute('data-slot', 'badge');
    expect(screen.getByText('Our technician is working on your device.')).toBeInTheDocument();
    expect(screen.getByText('Drop-off').nextSibling).toHaveTextContent(
      'Monday 7 December 2026, 9:30 AM – 11:00 AM',
    );
    expect(screen.getByText('Estimate').nextSibling).toHaveTextContent('£89.00');

    const steps = progress();
    expect(steps.map((step) => step.textContent)).toEqual([
      'Scheduled1 Dec 2026, 10:15',
      'In Progress (now)7 Dec 2026, 14:30',
      'Ready to CollectStill to come',
      'CollectedStill to come',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it('says the estimate is still to come, and a cancelled repair has no steps to come', async () => {
    renderPage({
      body: tracking({
        status: 'cancelled',
        estimatedCost: null,
        timeline: [
          { status: 'scheduled', at: '2026-12-01T10:15:00.000Z' },
          { status: 'cancelled', at: '2026-12-02T09:00:00.000Z' },
        ],
      }),
    });
    expect(await screen.findByText('This booking was cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Estimate').nextSibling).toHaveTextContent(
      'We will give you an estimate once we have looked at your device.',
    );
    expect(progress().map((step) => step.textContent)).toEqual([
      'Scheduled1 Dec 2026, 10:15',
      'Cancelled (now)2 Dec 2026, 09:00',
    ]);
  });

  it('shows a status whose time an older booking did not record', async () => {
    renderPage({
      body: tracking({
        status: 'ready',
        timeline: [
          { status: 'scheduled', at: '2026-01-05T10:00:00.000Z' },
          { status: 'ready', at: null },
        ],
      }),
    });
    expect(
      await screen.findByText('Your device is ready to collect from the shop.'),
    ).toBeInTheDocument();
    expect(progress().map((step) => step.textContent)).toEqual([
      'Scheduled5 Jan 2026, 10:00',
      'Ready to Collect (now)Time not recorded',
      'CollectedStill to come',
    ]);
  });

  it('has a friendly not-found state for a code that names no repair', async () => {
    renderPage({ status: 404, body: { message: TRACKING_NOT_FOUND } });
    expect(await screen.findByRole('heading', { name: 'Repair Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/This tracking link does not match any repair/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0113 496 0123' })).toHaveAttribute(
      'href',
      'tel:+441134960123',
    );
    expect(screen.getByRole('link', { name: 'See My Repairs' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('region', { name: 'Progress' })).not.toBeInTheDocument();
  });

  it('offers to try again when the repair cannot be loaded (too many lookups, no network)', async () => {
    const fetchMock = renderPage({ status: 429, body: { message: 'Too many attempts.' } });
    expect(
      await screen.findByText('Your repair could not be loaded just now.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
