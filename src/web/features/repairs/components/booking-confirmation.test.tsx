import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Repair } from '@shared/repairs/schemas';
import { BookingConfirmation } from '@web/features/repairs/components/booking-confirmation';

const booked: Repair = {
  id: 'r1',
  userId: null,
  customerName: 'Sam Taylor',
  customerPhone: '07700 900123',
  customerEmail: null,
  deviceType: 'laptop',
  brandModel: 'Dell XPS 13',
  problemDescription: 'Cracked screen',
  preferredDate: '2026-12-07',
  preferredTime: '9:00 AM - 11:00 AM',
  status: 'scheduled',
  estimatedCost: null,
  trackingCode: 'Qm9va2luZ1RyYWNraW5nMQ',
  createdAt: '2026-12-01T10:15:00.000Z',
  warrantyUntil: null,
};

describe('BookingConfirmation', () => {
  it.each([false, true])('links to the repair’s tracking page (signed in: %s)', (signedIn) => {
    render(
      <MemoryRouter>
        <BookingConfirmation repair={booked} signedIn={signedIn} onDismiss={() => {}} ref={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Laptop – Dell XPS 13, Monday 7 December 2026, 9:30 AM – 11:00 AM.',
    );
    expect(screen.getByRole('link', { name: 'Track your repair' })).toHaveAttribute(
      'href',
      '/track/Qm9va2luZ1RyYWNraW5nMQ',
    );
  });
});
