import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { challengeMessages } from '@shared/challenges';
import { bookingLimitMessages } from '@shared/repairs/booking-limits';
import type { DayAvailability } from '@shared/repairs/schemas';
import { repairTimeSlots } from '@shared/repairs/values';
import { ANSWER_REQUIRED } from '@web/components/security-question/answer-field';
import { SECURITY_STATUS } from '@web/components/security-question/security-question-field';
import { fakeWidget } from '@web/components/testing/challenges';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { RepairBookingForm } from '@web/features/repairs/components/repair-booking-form';

// Saturday 21 November 2026 in London. Only Date is faked: the form's schema reads the clock too.
const NOW = new Date('2026-11-21T12:00:00Z');

type Answer = { status?: number; body: unknown };
type Call = { method: string; path: string; search: string; body: unknown };

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The API: `routes` (the fake widget solves "payload-1", "payload-2"…). */
function mockApi(routes: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(urlOf(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: Call = {
        method,
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      const { status = 200, body } = route
        ? route(call)
        : { status: 404, body: { message: 'Not found' } };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

const signedOut = () => ({ status: 401, body: { message: 'Not signed in' } });
const signedIn = () => ({ body: { id: 'u1', username: 'demo', role: 'user' } });

function day(date: string, booked: Partial<Record<string, number>> = {}): DayAvailability {
  return {
    date,
    bookable: true,
    reason: null,
    slots: repairTimeSlots.map((slot) => {
      const taken = booked[slot] ?? 0;
      return { date, slot, booked: taken, capacity: 3, full: taken >= 3, available: taken < 3 };
    }),
  };
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <h2 id="title">Book a Repair Service</h2>
        <RepairBookingForm aria-labelledby="title" />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup({ delay: null }),
    form: screen.getByRole('form', { name: 'Book a Repair Service' }),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Many simulated clicks and keystrokes: a busy CI machine needs more than the default 5 s.
describe('the repair booking form', { timeout: 30_000 }, () => {
  test('a guest must fill all five fields and a name and phone, each with its message', async () => {
    mockApi({ 'GET /api/auth/user': signedOut });
    const { user, form } = renderForm();
    await screen.findByLabelText('Your name');
    await user.click(within(form).getByRole('button', { name: 'Book Repair' }));
    for (const message of [
      'Device type is required',
      'Brand and model is required',
      'Problem description is required',
      'Preferred date is required',
      'Preferred time is required',
      'Name is required',
      'Phone number is required',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    // Each message is read out with its field.
    expect(within(form).getByLabelText('Brand and model')).toHaveAccessibleDescription(
      'Brand and model is required',
    );
    expect(within(form).getByRole('group', { name: 'Preferred date' })).toHaveAccessibleDescription(
      /Preferred date is required/,
    );
  });

  test('a signed-in customer sees no contact fields and is not asked for them', async () => {
    mockApi({ 'GET /api/auth/user': signedIn });
    const { user, form } = renderForm();
    expect(await within(form).findByText(/Booking as/)).toBeInTheDocument();
    expect(within(form).queryByLabelText('Your name')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Book Repair' }));
    expect(await within(form).findByText('Device type is required')).toBeInTheDocument();
    expect(within(form).queryByText('Name is required')).not.toBeInTheDocument();
  });

  test('shows places left and full slots for the chosen day, and books it as a calendar date', async () => {
    const calls = mockApi({
      'GET /api/auth/user': signedOut,
      'GET /api/repairs/availability': ({ search }) => {
        const date = new URLSearchParams(search).get('from') ?? '';
        return {
          body: {
            from: date,
            to: date,
            capacity: 3,
            days: [day(date, { '9:00 AM - 11:00 AM': 3, '11:00 AM - 1:00 PM': 2 })],
          },
        };
      },
      'POST /api/repairs': ({ body }) => ({
        status: 201,
        body: {
          id: 'r1',
          userId: null,
          status: 'scheduled',
          estimatedCost: null,
          createdAt: NOW.toISOString(),
          customerEmail: null,
          ...(body as object),
        },
      }),
    });
    const { user, form } = renderForm();
    await within(form).findByLabelText('Your name');

    // Before a date, no time can be chosen.
    expect(within(form).getByRole('radio', { name: '3:00 PM - 5:00 PM' })).toBeDisabled();

    await user.selectOptions(within(form).getByLabelText('Device type'), 'Laptop');
    await user.type(within(form).getByLabelText('Brand and model'), 'Dell XPS 13');
    await user.type(within(form).getByLabelText('Problem description'), 'Cracked screen');
    await user.click(within(form).getByRole('button', { name: 'Monday 23 November 2026' }));
    expect(within(form).getByText('Monday 23 November 2026')).toBeInTheDocument();

    // Each slot is named by its drop-off window (the shop opens at 9:30 and closes at 4:30 on a
    // Monday) and described by its places.
    const full = await within(form).findByRole('radio', { name: 'Monday 9:30 AM – 11:00 AM' });
    await waitFor(() => expect(full).toHaveAccessibleDescription('Full'));
    expect(full).toBeDisabled();
    const lastPlace = within(form).getByRole('radio', { name: 'Monday 11:00 AM – 1:00 PM' });
    expect(lastPlace).toHaveAccessibleDescription('1 place left');
    expect(lastPlace).toBeEnabled();
    expect(
      within(form).getByRole('radio', { name: 'Monday 3:00 PM – 4:30 PM' }),
    ).toHaveAccessibleDescription('3 places left');
    await user.click(lastPlace);

    await user.type(within(form).getByLabelText('Your name'), 'Sam Taylor');
    await user.type(within(form).getByLabelText('Phone number'), '07700 900123');
    // The security verification sits just before the button, solved by the widget itself.
    expect(await within(form).findByText(SECURITY_STATUS.solved)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Book Repair' }));

    expect(await screen.findByText('Repair Booked Successfully')).toBeInTheDocument();
    expect(
      screen.getByText("We'll contact you to confirm your appointment details."),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      deviceType: 'laptop',
      brandModel: 'Dell XPS 13',
      problemDescription: 'Cracked screen',
      preferredDate: '2026-11-23',
      preferredTime: '11:00 AM - 1:00 PM',
      customerName: 'Sam Taylor',
      customerPhone: '07700 900123',
      challengeAnswer: 'payload-1',
    });
    await waitFor(() => expect(within(form).getByLabelText('Brand and model')).toHaveValue(''));
    // The solution was used: the next booking carries a new one.
    expect(await within(form).findByText(SECURITY_STATUS.solved)).toBeInTheDocument();
    expect(within(form).getByText('No date chosen yet.')).toBeInTheDocument();
  });

  test('offers only the slots the shop is open for, and none that has begun today', async () => {
    mockApi({
      'GET /api/auth/user': signedIn,
      'GET /api/repairs/availability': ({ search }) => {
        const date = new URLSearchParams(search).get('from') ?? '';
        return { body: { from: date, to: date, capacity: 3, days: [day(date)] } };
      },
    });
    const { user, form } = renderForm();
    await within(form).findByText(/Booking as/);
    // Saturday 28th: open 10 AM to 3 PM, so no 3 PM slot and a 10 AM start.
    await user.click(within(form).getByRole('button', { name: 'Saturday 28 November 2026' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['9:00 AM - 11:00 AM', '11:00 AM - 1:00 PM', '1:00 PM - 3:00 PM']),
    );
    expect(within(form).getByRole('radio', { name: 'Saturday 10:00 AM – 11:00 AM' })).toBeEnabled();
    // Today (Saturday 21st) at noon: the two morning slots have begun.
    await user.click(within(form).getByRole('button', { name: /Saturday 21 November 2026/ }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['1:00 PM - 3:00 PM']),
    );
  });

  test('a failed booking says so with the generic text', async () => {
    mockApi({
      'GET /api/auth/user': signedIn,
      'GET /api/repairs/availability': ({ search }) => {
        const date = new URLSearchParams(search).get('from') ?? '';
        return { body: { from: date, to: date, capacity: 3, days: [day(date)] } };
      },
      'POST /api/repairs': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
    });
    const { user, form } = renderForm();
    await within(form).findByText(/Booking as/);
    await user.selectOptions(within(form).getByLabelText('Device type'), 'Gaming Console');
    await user.type(within(form).getByLabelText('Brand and model'), 'PS5');
    await user.type(within(form).getByLabelText('Problem description'), 'No HDMI');
    await user.click(within(form).getByRole('button', { name: 'Tuesday 24 November 2026' }));
    await user.click(
      await within(form).findByRole('radio', { name: 'Tuesday 9:30 AM – 11:00 AM' }),
    );
    expect(await within(form).findByText(SECURITY_STATUS.solved)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Book Repair' }));
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Brand and model')).toHaveValue('PS5');
  });

  /** A signed-in customer's booking, filled in up to the question. */
  async function fillBooking(refusal: Answer) {
    const calls = mockApi({
      'GET /api/auth/user': signedIn,
      'GET /api/repairs/availability': ({ search }) => {
        const date = new URLSearchParams(search).get('from') ?? '';
        return { body: { from: date, to: date, capacity: 3, days: [day(date)] } };
      },
      'POST /api/repairs': () => refusal,
    });
    const rendered = renderForm();
    const { user, form } = rendered;
    await within(form).findByText(/Booking as/);
    await user.selectOptions(within(form).getByLabelText('Device type'), 'Laptop');
    await user.type(within(form).getByLabelText('Brand and model'), 'Dell XPS 13');
    await user.type(within(form).getByLabelText('Problem description'), 'Cracked screen');
    await user.click(within(form).getByRole('button', { name: 'Tuesday 24 November 2026' }));
    await user.click(
      await within(form).findByRole('radio', { name: 'Tuesday 9:30 AM – 11:00 AM' }),
    );
    return { ...rendered, calls };
  }

  test('a refused solution is said, a new one solved, and the booking kept', async () => {
    const { user, form, calls } = await fillBooking({
      status: 400,
      body: { message: challengeMessages.used },
    });
    await user.click(within(form).getByRole('button', { name: 'Book Repair' }));
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getAllByText(challengeMessages.used).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Brand and model')).toHaveValue('Dell XPS 13');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  test('a booking is not sent before the security verification is solved', async () => {
    fakeWidget.solves = false;
    const { user, form, calls } = await fillBooking({ status: 201, body: {} });
    expect(within(form).getByText(SECURITY_STATUS.solving)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Book Repair' }));
    expect(await within(form).findByText(ANSWER_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  test('the limit of open bookings is said as the server says it', async () => {
    const { user, form } = await fillBooking({
      status: 409,
      body: { message: bookingLimitMessages.account },
    });
    expect(await within(form).findByText(SECURITY_STATUS.solved)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Book Repair' }));
    expect(await screen.findByText(bookingLimitMessages.account)).toBeInTheDocument();
    // The slot is not what stood in the way: it stays chosen.
    expect(within(form).getByRole('radio', { name: 'Tuesday 9:30 AM – 11:00 AM' })).toBeChecked();
  });
});
