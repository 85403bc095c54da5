import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoanActions } from '@web/features/cash-advances/components/admin/loan-actions';
import {
  activeLoan,
  FIGURES_ON,
  forSaleLoan,
  noticeDueLoan,
  saleNoticeLoan,
  settledLoan,
  smallLoan,
  soldLoan,
} from '@web/features/cash-advances/testing/loan-fixtures';

/** Fakes the London day (noon UTC) the buttons are worked out for. */
const today = (day: string) => vi.setSystemTime(new Date(`${day}T12:00:00Z`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  today(FIGURES_ON);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoanActions', () => {
  it('offers only the moves a state allows', () => {
    const { unmount } = renderWithProviders(
      <LoanActions loan={{ ...activeLoan, status: 'pending', startDate: null }} />,
    );
    for (const name of ['Start agreement', 'Approve with offer', 'Reject']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Take payment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pawn receipt (PDF)' })).toBeNull();
    // Printed for the customer before the agreement is made.
    expect(screen.getByRole('link', { name: 'Pre-contract information (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/cash-advances/${activeLoan.id}/pre-contract.pdf`,
    );
    unmount();

    renderWithProviders(<LoanActions loan={activeLoan} />);
    expect(screen.getByRole('button', { name: 'Take payment' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pawn receipt (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/cash-advances/${activeLoan.id}/receipt.pdf`,
    );
    expect(screen.queryByRole('link', { name: 'Pre-contract information (PDF)' })).toBeNull();
    // Over £75 and inside the redemption period: no forfeit, no notice yet, and the day it may be.
    expect(screen.queryByRole('button', { name: 'Forfeit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give notice of sale' })).toBeNull();
    expect(
      screen.getByText('If not redeemed, notice of sale can be given from 23 May 2027.'),
    ).toBeVisible();
  });

  it('forfeits only £75 or less, and only after the redemption period', () => {
    const { unmount } = renderWithProviders(<LoanActions loan={smallLoan} />);
    expect(screen.queryByRole('button', { name: 'Forfeit' })).toBeNull();
    expect(
      screen.getByText('If not redeemed, it may be forfeited from 23 May 2027.'),
    ).toBeVisible();
    unmount();

    today('2027-05-23');
    renderWithProviders(<LoanActions loan={smallLoan} />);
    expect(screen.getByRole('button', { name: 'Forfeit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Give notice of sale' })).toBeNull();
  });

  it('offers each step after the redemption period in its own state', () => {
    // Forbearance and the care note are offered on every running loan: tested on their own.
    const forbearance = ['Waive interest', 'Freeze interest', 'Needs extra care'];
    const buttons = () =>
      screen
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((label) => !forbearance.includes(label ?? ''))
        .sort();
    const links = () =>
      screen
        .queryAllByRole('link')
        .map((link) => link.textContent)
        .sort();

    // Over £75, the period over: notice of sale, never a forfeit.
    today('2027-06-01');
    let view = renderWithProviders(<LoanActions loan={noticeDueLoan} />);
    expect(buttons()).toEqual(['Give notice of sale', 'Take payment']);
    view.unmount();

    // Under notice, before the day it allows: payment and posting, the letter, and when.
    view = renderWithProviders(<LoanActions loan={saleNoticeLoan} />);
    expect(buttons()).toEqual(['Mark notice posted', 'Take payment']);
    expect(links()).toEqual(['Notice of sale letter (PDF)', 'Pawn receipt (PDF)']);
    expect(screen.getByRole('link', { name: 'Notice of sale letter (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/cash-advances/${saleNoticeLoan.id}/notice-of-sale.pdf`,
    );
    expect(
      screen.getByText(
        'The notice allows a sale from 16 June 2027: it can be listed or sold from then.',
      ),
    ).toBeVisible();
    view.unmount();

    // From that day: listed or sold.
    today('2027-06-16');
    view = renderWithProviders(<LoanActions loan={saleNoticeLoan} />);
    expect(buttons()).toEqual([
      'List for sale',
      'Mark notice posted',
      'Record sale',
      'Take payment',
    ]);
    view.unmount();
    view = renderWithProviders(<LoanActions loan={forSaleLoan} />);
    expect(buttons()).toEqual(['Record sale', 'Take payment']);
    view.unmount();

    // Sold with a surplus owed: pay it; sold or settled: the statement.
    view = renderWithProviders(<LoanActions loan={soldLoan} />);
    expect(buttons()).toEqual(['Pay surplus']);
    expect(screen.getByRole('link', { name: 'Sale statement (PDF)' })).toHaveAttribute(
      'href',
      `/api/admin/cash-advances/${soldLoan.id}/sale-statement.pdf`,
    );
    view.unmount();
    renderWithProviders(<LoanActions loan={settledLoan} />);
    expect(buttons()).toEqual([]);
    expect(links()).toContain('Sale statement (PDF)');
  });

  it('takes no extension from a loan under notice of sale', async () => {
    today('2027-06-02');
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={saleNoticeLoan} />);
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a payment' });
    const kinds = within(within(dialog).getByLabelText('Payment'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toEqual(['Part payment', 'Redemption']);
    expect(within(dialog).getByLabelText('Amount (£)')).toHaveValue(284.41);
    expect(dialog).toHaveTextContent('Under a notice of sale: part payment or redemption only.');
  });

  it('works out a part payment before it is taken, then records it once with a key', async () => {
    let sent: { body: unknown; key: string | undefined } | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST /api/admin/cash-advances/${activeLoan.id}/payments`]: ({ init }) => {
            sent = {
              body: JSON.parse(init!.body as string),
              key: (init!.headers as Record<string, string>)['Idempotency-Key'],
            };
            return { status: 201, body: { ...activeLoan, balance: '85.00' } };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={activeLoan} />);
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a payment' });

    // A redemption takes exactly the balance.
    expect(within(dialog).getByLabelText('Amount (£)')).toHaveValue(110);
    await user.selectOptions(within(dialog).getByLabelText('Payment'), 'part');
    await user.type(within(dialog).getByLabelText('Amount (£)'), '25');
    const worked = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(worked('Pays interest')).toHaveTextContent('£10.00');
    expect(worked('Pays principal')).toHaveTextContent('£15.00');
    expect(worked('Balance after')).toHaveTextContent('£85.00');

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Balance now £85.00.')).toBeVisible();
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.body).toMatchObject({ kind: 'part', amount: '25.00', method: 'cash' });
    expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses, before sending, a part payment that is the whole balance', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={activeLoan} />);
    await user.click(screen.getByRole('button', { name: 'Take payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Take a payment' });
    await user.selectOptions(within(dialog).getByLabelText('Payment'), 'part');
    await user.type(within(dialog).getByLabelText('Amount (£)'), '110');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '£110.00 is the whole balance: record it as a redemption.',
    );
  });

  it('waives interest with the reason, once per opening, and records a notice of withdrawal', async () => {
    const posted: { url: string; body: unknown; key: string | undefined }[] = [];
    const record =
      (status: number, answer: object) =>
      ({ url, init }: { url: URL; init: RequestInit | undefined }) => {
        posted.push({
          url: url.pathname,
          body: JSON.parse(init!.body as string),
          key: (init!.headers as Record<string, string>)['Idempotency-Key'],
        });
        return { status, body: answer };
      };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST /api/admin/cash-advances/${activeLoan.id}/waivers`]: record(201, {
            ...activeLoan,
            interestOwed: '5.00',
            balance: '105.00',
          }),
          [`POST /api/admin/cash-advances/${activeLoan.id}/withdrawal`]: record(200, {
            ...activeLoan,
            withdrawal: { noticeGivenOn: FIGURES_ON, repayBy: '2027-01-02' },
          }),
        }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(
      <LoanActions loan={{ ...activeLoan, withdrawalOpenUntil: '2026-12-06' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Waive interest' }));
    const waiver = screen.getByRole('dialog', { name: 'Waive interest' });
    expect(within(waiver).getByLabelText('Interest to waive (£)')).toHaveValue(10);
    await user.clear(within(waiver).getByLabelText('Interest to waive (£)'));
    await user.type(within(waiver).getByLabelText('Interest to waive (£)'), '5');
    await user.click(within(waiver).getByRole('button', { name: 'Waive interest' }));
    expect(await within(waiver).findByText('Give the reason')).toBeVisible();
    await user.type(within(waiver).getByLabelText('Reason'), 'Lost his job');
    await user.click(within(waiver).getByRole('button', { name: 'Waive interest' }));
    expect(await screen.findByText('Balance now £105.00.')).toBeVisible();
    expect(posted[0]).toMatchObject({ body: { amount: '5.00', reason: 'Lost his job' } });
    expect(posted[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Notice of withdrawal' }));
    const withdrawal = screen.getByRole('dialog', { name: 'Record a notice of withdrawal' });
    expect(withdrawal).toHaveTextContent('the customer may withdraw until 6 December 2026');
    await user.click(within(withdrawal).getByRole('button', { name: 'Record notice' }));
    expect(await screen.findByText(/Repay by 2 January 2027/)).toBeVisible();
    expect(posted[1]).toMatchObject({ body: { noticeGivenOn: FIGURES_ON } });
  });
});
