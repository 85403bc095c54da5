import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { MyCashAdvancePage } from '@web/app/routes/my-cash-advance-page';
import { activeLoan, saleNoticeLoan } from '@web/features/cash-advances/testing/loan-fixtures';

/**
 * The customer paying their loan online (decision 024): an extension, the
 * redemption or a part payment, charged on the provider's hosted page, and the
 * page they come back to.
 */

const SESSION = 'cs_test_L0an';
const PAYMENT_URL = `https://checkout.example/pay/${SESSION}`;
const meta = (onlinePayments: boolean) => ({
  body: { demo: true, loanLimits: { min: '10.00', max: '5000.00' }, fcaFrn: null, onlinePayments },
});

/** activeLoan once its £10.00 extension is paid: a new term, due 28 days later (a Sunday, so the Monday). */
const extended: Loan = {
  ...activeLoan,
  dueDate: '2027-01-18T23:59:59.999Z',
  terms: 2,
  interestOwed: '30.00',
  interestCharged: '60.00',
  balance: '130.00',
  totalPaid: '30.00',
  redeemAmount: '130.00',
  extendAmount: '30.00',
  payments: [
    ...activeLoan.payments,
    {
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      kind: 'extension',
      amount: '10.00',
      interestPart: '10.00',
      principalPart: '0.00',
      chargeAdded: '0.00',
      receiptSubstitute: null,
      method: 'card_online',
      note: null,
      takenBy: null,
      createdAt: '2026-11-26T11:00:00.000Z',
    },
  ],
};

let assign: ReturnType<typeof vi.fn>;
let posted: Record<string, unknown>[];

beforeEach(() => {
  assign = vi.fn();
  posted = [];
  // The browser leaving for the payment page: jsdom cannot navigate, so it is recorded.
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

type Answer = { status?: number; body: unknown };

/** Each GET answers the next of its list, then keeps the last. */
async function showLoan({
  loans,
  online = true,
  search = '',
  sessions = [],
  answer = (body) => ({ body: { paymentUrl: PAYMENT_URL, amount: body.amount, kind: body.kind } }),
}: {
  loans: Loan[];
  online?: boolean;
  search?: string;
  sessions?: Answer[];
  answer?: (body: Record<string, string>) => Answer;
}) {
  const next = <T,>(list: T[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const id = loans[0]!.id;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockFetch({
        'GET /api/meta': meta(online),
        'GET /api/auth/user': { body: { id: 'user-1', username: 'demo', role: 'user' } },
        [`GET /api/cash-advances/${id}`]: () => ({
          body: { ...next(loans), dateOfBirth: null },
        }),
        [`POST /api/cash-advances/${id}/pay-online`]: ({ init }) => {
          const body = JSON.parse(init?.body as string) as Record<string, string>;
          posted.push(body);
          // The server works the amount out itself: these are the loan's figures.
          const amount =
            body.kind === 'extension'
              ? '10.00'
              : body.kind === 'redemption'
                ? '110.00'
                : body.amount!;
          return answer({ ...body, amount });
        },
        [`GET /api/payments/sessions/${SESSION}`]: () => next(sessions),
      }),
    ),
  );
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/cash-advances/:id" element={<MyCashAdvancePage />} />
    </Routes>,
    { path: `/dashboard/cash-advances/${id}${search}` },
  );
  await screen.findByRole('heading', {
    level: 1,
    name: `Cash Advance ${loans[0]!.agreementNumber}`,
  });
}

const payOnline = () => screen.findByRole('form', { name: 'Pay online' });

describe('paying a loan online', () => {
  it('extends: says what will be charged, sends exactly the kind, and goes to the payment page', async () => {
    await showLoan({ loans: [activeLoan] });
    const user = userEvent.setup();
    const form = await payOnline();
    await user.click(within(form).getByRole('radio', { name: /^Extend by 28 days: £10\.00/ }));
    expect(within(form).getByText(/the loan is then due on 18 January 2027/)).toBeVisible();
    expect(
      within(form).getByText('You will be charged £10.00 by card on Stripe’s secure page.'),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Pay £10.00 by card' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(posted).toEqual([{ kind: 'extension' }]);
  });

  it('redeems for the balance, the interest by the day explained, collected with the receipt', async () => {
    await showLoan({ loans: [activeLoan] });
    const user = userEvent.setup();
    const form = await payOnline();
    const redeem = within(form).getByRole('radio', { name: /^Redeem: £110\.00/ });
    expect(redeem).toHaveAccessibleName(
      /£100\.00 borrowed plus £10\.00 interest for 12 days: interest is charged by the day/,
    );
    expect(redeem).toHaveAccessibleName(/bring your pawn-receipt to collect your items/);
    await user.click(redeem);
    await user.click(within(form).getByRole('button', { name: 'Pay £110.00 by card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(posted).toEqual([{ kind: 'redemption' }]);
  });

  it('a part payment: at least £10 and less than the balance, then exactly that amount', async () => {
    await showLoan({ loans: [activeLoan] });
    const user = userEvent.setup();
    const form = await payOnline();
    await user.click(within(form).getByRole('button', { name: 'Pay by card' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose what to pay.');

    await user.click(within(form).getByRole('radio', { name: /^Part payment/ }));
    const amount = within(form).getByLabelText('Amount (£)');
    await user.type(amount, '9.99');
    expect(within(form).queryByText(/You will be charged/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Pay by card' }));
    expect(within(form).getByText('A part payment online is at least £10.00.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '110');
    expect(
      within(form).getByText('That is the whole balance or more (£110.00): choose Redeem instead.'),
    ).toBeVisible();
    expect(posted).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '30');
    expect(
      within(form).getByText('You will be charged £30.00 by card on Stripe’s secure page.'),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Pay £30.00 by card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(posted).toEqual([{ kind: 'part', amount: '30.00' }]);
  });

  it('does not send the customer to pay a figure other than the one shown', async () => {
    await showLoan({
      loans: [activeLoan],
      answer: () => ({ body: { paymentUrl: PAYMENT_URL, amount: '11.07', kind: 'extension' } }),
    });
    const user = userEvent.setup();
    const form = await payOnline();
    await user.click(within(form).getByRole('radio', { name: /^Extend by 28 days/ }));
    await user.click(within(form).getByRole('button', { name: 'Pay £10.00 by card' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Today the amount is £11.07, not £10.00',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses', async () => {
    await showLoan({
      loans: [activeLoan],
      answer: () => ({
        status: 503,
        body: { message: 'Online card payment is not available just now.' },
      }),
    });
    const user = userEvent.setup();
    const form = await payOnline();
    await user.click(within(form).getByRole('radio', { name: /^Redeem/ }));
    await user.click(within(form).getByRole('button', { name: 'Pay £110.00 by card' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Online card payment is not available just now.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('under a notice of sale: redeem or pay part, never extend', async () => {
    await showLoan({ loans: [saleNoticeLoan] });
    const form = await payOnline();
    expect(within(form).getByRole('radio', { name: /^Redeem: £284\.41/ })).toBeVisible();
    expect(within(form).getByRole('radio', { name: /^Part payment/ })).toBeVisible();
    expect(within(form).queryByRole('radio', { name: /Extend/ })).toBeNull();
  });

  it('is not offered where the shop takes no payments online', async () => {
    await showLoan({ loans: [activeLoan], online: false });
    expect(screen.getByRole('region', { name: 'Make Payment' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Pay online' })).toBeNull();
  });
});

describe('back from the payment page', () => {
  it('processing until the payment lands, then received, and the loan read again with its new due date', async () => {
    await showLoan({
      loans: [activeLoan, extended],
      search: `?payment=return&session_id=${SESSION}`,
      sessions: [
        { body: { status: 'open', purpose: 'loan', amount: '10.00' } },
        { body: { status: 'paid', purpose: 'loan', amount: '10.00' } },
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Payment processing…');
    expect(screen.queryByRole('form', { name: 'Pay online' })).toBeNull();
    expect(await screen.findByText('Payment received', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText('£10.00 paid by card. Thank you.')).toBeVisible();
    const yourLoan = screen.getByRole('region', { name: 'Your loan' });
    await waitFor(() =>
      expect(within(yourLoan).getByText('Due').nextElementSibling).toHaveTextContent(
        '18 January 2027',
      ),
    );
    expect(
      within(screen.getByRole('region', { name: 'Payments' })).getByText('Card (online)'),
    ).toBeVisible();
  });

  it('turned back on the payment page: not completed, and the form is there to try again', async () => {
    await showLoan({ loans: [activeLoan], search: `?payment=cancelled&session_id=${SESSION}` });
    expect(await screen.findByText('Payment not completed.')).toBeVisible();
    expect(await payOnline()).toBeVisible();
  });
});
