import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeMessages } from '@shared/challenges';
import { SECURITY_STATUS } from '@web/components/security-question/security-question-field';
import { fakeWidget } from '@web/components/testing/challenges';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { CashAdvanceForm } from '@web/features/cash-advances/components/cash-advance-form';
import { queryKeys } from '@web/lib/query-keys';

const created = {
  id: '5b0e3c56-1f0e-4a4c-9a43-2b7d2a3f8c11',
  userId: 'customer_1767225600000',
  customerName: 'Priya Shah',
  customerPhone: '07700 900123',
  customerEmail: 'priya@example.com',
  itemDescription: '18ct gold bracelet, 22 g',
  itemCategory: 'gold',
  collateralType: 'gold',
  loanAmount: '800.00',
  interestRate: '15.00',
  totalRepayment: '920.00',
  dueDate: '2026-02-01T10:00:00.000Z',
  status: 'pending',
  createdAt: '2026-01-04T10:00:00.000Z',
  agreementNumber: 'CA-000022',
};

let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;

type Answer = { status?: number; body: unknown };

/** The API: the POST's answers in turn (the fake widget solves "payload-1", "payload-2"…). */
function serve(...answers: Answer[]) {
  const queue = answers.length > 0 ? answers : [{ status: 201, body: created }];
  let sent = 0;
  fetchSpy = vi.fn<typeof fetch>(
    mockFetch({
      'POST /api/cash-advances': () => queue[Math.min((sent += 1), queue.length) - 1]!,
    }),
  );
  vi.stubGlobal('fetch', fetchSpy);
}

beforeEach(() => serve());
afterEach(() => vi.unstubAllGlobals());

/** Waits for the (fake) widget to have solved its challenge. */
async function answerQuestion(_user: UserEvent) {
  expect(await screen.findByText(SECURITY_STATUS.solved)).toBeVisible();
}

/** Clicks into the field and pastes: a person's input events, without a keystroke each. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequiredFields(user: UserEvent) {
  await fill(user, screen.getByLabelText('Full Name'), 'Priya Shah');
  await fill(user, screen.getByLabelText('Phone Number'), '07700 900123');
  await fill(user, screen.getByLabelText(/^Email Address/), 'priya@example.com');
  await fill(user, screen.getByLabelText('Item Description'), '18ct gold bracelet, 22 g');
  await user.selectOptions(screen.getByLabelText('Item Category'), 'gold');
  await user.selectOptions(screen.getByLabelText('Collateral Type'), 'gold');
  await fill(user, screen.getByLabelText(/^Estimated Value/), '1000');
  await fill(user, screen.getByLabelText('Requested Loan Amount (£)'), '800');
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Submit Cash Advance Request' }));

const posts = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST');

// Typing a whole form is slow on a busy 2-core machine.
describe('CashAdvanceForm', { timeout: 30_000 }, () => {
  it('says "Missing Information" and sends nothing while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await submit(user);
    expect(await screen.findByText('Missing Information')).toBeVisible();
    expect(
      screen.getByText('Please fill in all required fields including the security verification.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('checks for empty fields before anything else', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    await user.clear(screen.getByLabelText('Phone Number'));
    await answerQuestion(user);
    await submit(user);
    expect(await screen.findByText('Missing Information')).toBeVisible();
    expect(screen.queryByText('CAPTCHA Incorrect')).toBeNull();
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
  });

  it('says "CAPTCHA Incorrect" when the server refuses the solution, and solves a new one', async () => {
    serve({ status: 400, body: { message: challengeMessages.wrong } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    await answerQuestion(user);
    await submit(user);
    expect(await screen.findByText('CAPTCHA Incorrect')).toBeVisible();
    const body = JSON.parse(posts()[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ challengeAnswer: 'payload-1' });
    // The fields are kept for the next try.
    expect(screen.getByLabelText('Full Name')).toHaveValue('Priya Shah');
  });

  it('says "Missing Information" while the security verification is still running, without sending', async () => {
    fakeWidget.solves = false;
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    expect(screen.getByText(SECURITY_STATUS.solving)).toBeVisible();
    await submit(user);
    expect(await screen.findByText('Missing Information')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('solves a new challenge when the server says the old one expired, and says so', async () => {
    serve(
      { status: 400, body: { message: challengeMessages.expired } },
      { status: 201, body: created },
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    await answerQuestion(user);
    await submit(user);
    expect(await screen.findByText('Submission Failed')).toBeVisible();
    expect(screen.getAllByText(challengeMessages.expired).length).toBeGreaterThan(0);
    await answerQuestion(user);
    await submit(user);
    expect(await screen.findByText('Request Submitted')).toBeVisible();
    const body = JSON.parse(posts()[1]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ challengeAnswer: 'payload-2' });
  });

  it('sends the spec payload with an idempotency key, confirms and resets every field', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderWithProviders(<CashAdvanceForm />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillRequiredFields(user);
    await answerQuestion(user);
    await submit(user);

    expect(await screen.findByText('Request Submitted')).toBeVisible();
    expect(posts()).toHaveLength(1);
    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/cash-advances');
    const headers = init!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(init!.body as string) as Record<string, string>;
    expect(body).toMatchObject({
      customerName: 'Priya Shah',
      customerPhone: '07700 900123',
      customerEmail: 'priya@example.com',
      itemDescription: '18ct gold bracelet, 22 g',
      itemCategory: 'gold',
      collateralType: 'gold',
      loanAmount: '800.00',
      interestRate: '15.00',
      totalRepayment: '920.00',
    });
    expect(body.userId).toMatch(/^customer_\d+$/);
    expect(new Date(body.dueDate!).toISOString()).toBe(body.dueDate);
    expect(body).not.toHaveProperty('estimatedValue');
    expect(body).not.toHaveProperty('captchaAnswer');
    // The widget's solved payload.
    expect(body).toMatchObject({ challengeAnswer: 'payload-1' });

    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Item Category')).toHaveValue('');
    expect(screen.getByLabelText('Collateral Type')).toHaveValue('general');
    expect(screen.getByLabelText(/^Estimated Value/)).toHaveValue(null);
    // The solution was used up: the next request carries a new one.
    await answerQuestion(user);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.cashAdvances.all });

    // The next request is a new form fill, with a key of its own.
    await fillRequiredFields(user);
    await answerQuestion(user);
    await submit(user);
    await waitFor(() => expect(posts()).toHaveLength(2));
    const secondKey = (posts()[1]![1]!.headers as Record<string, string>)['Idempotency-Key'];
    expect(secondKey).not.toBe(headers['Idempotency-Key']);
  });

  it('shows "Submitting..." on a disabled button while the request is on its way', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    fetchSpy = vi.fn<typeof fetch>(
      mockFetch({
        'POST /api/cash-advances': () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    await answerQuestion(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer({ status: 201, body: created });
    expect(
      await screen.findByRole('button', { name: 'Submit Cash Advance Request' }),
    ).toBeEnabled();
  });

  it('shows "Submission Failed" with the server’s message, keeps the fields and the key', async () => {
    serve({
      status: 400,
      body: { message: 'Phone number must be a UK mobile or landline number, like 07700 900123' },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    await answerQuestion(user);
    await submit(user);

    expect(await screen.findByText('Submission Failed')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Phone number must be a UK mobile or landline number, like 07700 900123',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Priya Shah');

    // Sent again as it is: the same form fill, so the same key.
    await submit(user);
    await waitFor(() => expect(posts()).toHaveLength(2));
    const keys = posts().map(
      ([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys[1]).toBe(keys[0]);
  });

  it('catches what the server would refuse before sending, next to the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    await user.clear(screen.getByLabelText('Phone Number'));
    await fill(user, screen.getByLabelText('Phone Number'), 'call me');
    await answerQuestion(user);
    await submit(user);
    expect(await screen.findByText('Check Your Details')).toBeVisible();
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Phone number must be a UK mobile or landline number, like 07700 900123',
    );
    expect(posts()).toHaveLength(0);
  });

  it('says the online limits before sending and names each amount’s own problem', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    const amount = screen.getByLabelText('Requested Loan Amount (£)');
    expect(amount).toHaveAccessibleDescription(
      'Online requests are for £20 to £5,000. For more, call us on 0113 496 0123.',
    );
    await fillRequiredFields(user);
    await answerQuestion(user);
    for (const [typed, message] of [
      [
        '5000000',
        'Online requests are for up to £5,000. For a larger loan, please call the shop on 0113 496 0123.',
      ],
      ['-50', 'Loan amount cannot be negative'],
      ['10.999', 'Loan amount can have at most 2 decimal places'],
      ['1e3', 'Loan amount must be a number of pounds, like 250 or 250.50'],
      ['5', 'Loan amount must be at least £20'],
    ] as const) {
      await user.clear(amount);
      await fill(user, amount, typed);
      await submit(user);
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription(
          new RegExp(`${message.replace(/[.()£]/g, '\\$&')}$`),
        ),
      );
    }
    expect(posts()).toHaveLength(0);
  });

  it('uses the shop’s own limits from GET /api/meta', async () => {
    fetchSpy = vi.fn<typeof fetch>(
      mockFetch({
        'GET /api/meta': { body: { demo: false, loanLimits: { min: '50.00', max: '1000.00' } } },
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<CashAdvanceForm />);
    await waitFor(() =>
      expect(screen.getByLabelText('Requested Loan Amount (£)')).toHaveAccessibleDescription(
        'Online requests are for £50 to £1,000. For more, call us on 0113 496 0123.',
      ),
    );
  });

  it('chooses gold collateral for the Gold category, and the customer can change it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    const collateral = screen.getByLabelText('Collateral Type');
    expect(collateral).toHaveValue('general');
    await user.selectOptions(screen.getByLabelText('Item Category'), 'gold');
    expect(collateral).toHaveValue('gold');
    expect(collateral).toHaveDisplayValue('Gold & Precious Metals');
    expect(collateral).toHaveAccessibleDescription(
      'Interest per 28 days, charged by the day: 15% for gold & precious metals (195.5% a year fixed, representative 518.4% APR); 30% for general goods (391.1% a year fixed, representative 2957.3% APR).',
    );
    await user.selectOptions(collateral, 'general');
    expect(collateral).toHaveValue('general');
    await user.selectOptions(screen.getByLabelText('Item Category'), 'gold');
    await user.selectOptions(screen.getByLabelText('Item Category'), 'watches');
    expect(collateral).toHaveValue('general');
  });

  it('says what the amount asked for costs a day, at the shop’s own rates', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />, {
      attachChrome: (chrome, client) => {
        chrome.attach(client, () => undefined);
        chrome.update({ loanRates: { gold: 12, general: 25 } });
      },
    });
    const collateral = screen.getByLabelText('Collateral Type');
    expect(collateral).toHaveAccessibleDescription(
      /^Interest per 28 days, charged by the day: 12% for gold/,
    );
    expect(screen.queryByText(/^Interest is charged by the day/)).toBeNull();
    await fill(user, screen.getByLabelText('Requested Loan Amount (£)'), '800');
    // General goods at 25%: £800 × 25% ÷ 28 = £7.142… → £7.14 a day; a full term £200.
    expect(
      screen.getByText(
        "Interest is charged by the day: about £7.14 a day. Repay on day 10 and you pay ten days' interest (£71.43); £200.00 is what a full 28 days costs. The interest never adds up to more than the amount you borrow, and you never owe more than your item fetches.",
      ),
    ).toBeVisible();
    await user.selectOptions(collateral, 'gold');
    // Gold at 12%: £800 × 12% ÷ 28 = £3.428… → £3.43 a day; a full term £96.
    expect(screen.getByText(/^Interest is charged by the day: about £3\.43 a day\./)).toBeVisible();
    expect(screen.getByText(/£96\.00 is what a full 28 days costs/)).toBeVisible();
  });

  it('fills in a signed-in customer’s name and email', async () => {
    fetchSpy = vi.fn<typeof fetch>(
      mockFetch({
        'GET /api/auth/user': {
          body: {
            id: 'u1',
            username: 'demo',
            email: 'demo@example.com',
            role: 'user',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        },
        'POST /api/cash-advances': { status: 201, body: created },
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<CashAdvanceForm />);
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('demo'));
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('demo@example.com');
  });

  it('gives a guest the request’s reference and says what happens next', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CashAdvanceForm />);
    await fillRequiredFields(user);
    await answerQuestion(user);
    await submit(user);
    const received = await screen.findByRole('status', { name: 'Request received' });
    // The agreement number, the one reference the emails, loan pages and staff use too.
    expect(received).toHaveTextContent('Your reference is CA-000022.');
    expect(received).not.toHaveTextContent('CA-5B0E3C56');
    expect(received).toHaveTextContent('What happens next');
    expect(received).toHaveTextContent('call you on 07700 900123');
    expect(received).toHaveTextContent('247 Beeston Road, Leeds LS11 7LR');
  });
});
