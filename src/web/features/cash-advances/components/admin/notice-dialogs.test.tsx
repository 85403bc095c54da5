import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoanActions } from '@web/features/cash-advances/components/admin/loan-actions';
import {
  letterNoticeLoan,
  noticeDueLoan,
  saleNoticeLoan,
} from '@web/features/cash-advances/testing/loan-fixtures';

const url = (action: string) => `/api/admin/cash-advances/${noticeDueLoan.id}/${action}`;

/** The value beside a label in the dialog's worked figures. */
const worked = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).nextElementSibling;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Notice of intention to sell', () => {
  it('shows what is owed and the first day of sale once the letter is posted, then gives the notice', async () => {
    let sent: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST ${url('notice-of-sale')}`]: ({ init }) => {
            sent = JSON.parse(init!.body as string);
            return { body: letterNoticeLoan };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={noticeDueLoan} />);
    await user.click(screen.getByRole('button', { name: 'Give notice of sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice of intention to sell' });

    // The figures come first. The customer did not agree to notices by email: the letter
    // posted today (Tuesday) is delivered on Thursday 3 June, 15 days on is 18 June.
    expect(worked(dialog, 'Owed today')).toHaveTextContent('£284.41');
    expect(worked(dialog, 'Each further day')).toHaveTextContent('£1.07 a day');
    expect(worked(dialog, 'Redemption period ended')).toHaveTextContent('22 May 2027');
    expect(worked(dialog, 'Given by')).toHaveTextContent('Letter, posted first class');
    expect(worked(dialog, 'Sale allowed from, if posted today')).toHaveTextContent('18 June 2027');

    // The asking price is required.
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(await within(dialog).findByText('Asking price is required')).toBeVisible();
    expect(sent).toBeNull();

    await user.type(within(dialog).getByLabelText('Asking price (£)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByText('Notice of Sale Given')).toBeVisible();
    expect(
      screen.getByText(
        'Print the letter, post it first class, then mark it posted: the sale is dated from its delivery.',
      ),
    ).toBeVisible();
    expect(sent).toEqual({ askingPrice: '250.00' });
  });

  it('emails it to a customer who agreed to notices by email: the sale from 15 days on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(mockFetch({ [`POST ${url('notice-of-sale')}`]: { body: saleNoticeLoan } })),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <LoanActions
        loan={{ ...noticeDueLoan, noticesByEmail: true, noticeEmail: 'pat@example.com' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Give notice of sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice of intention to sell' });
    expect(worked(dialog, 'Sent by email to')).toHaveTextContent('pat@example.com');
    expect(worked(dialog, 'Sale allowed from (at least 14 clear days)')).toHaveTextContent(
      '16 June 2027',
    );
    await user.type(within(dialog).getByLabelText('Asking price (£)'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByText('Sale allowed from 16 June 2027.')).toBeVisible();
  });

  it('enters a notice already given on paper with its own day and figures', async () => {
    let sent: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST ${url('notice-of-sale')}`]: ({ init }) => {
            sent = JSON.parse(init!.body as string);
            return { body: letterNoticeLoan };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={noticeDueLoan} />);
    await user.click(screen.getByRole('button', { name: 'Give notice of sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice of intention to sell' });
    await user.type(within(dialog).getByLabelText('Asking price (£)'), '250');
    const givenOn = within(dialog).getByLabelText('Notice given on (if on paper)');
    expect(givenOn).toHaveAttribute('min', '2027-05-23');
    expect(givenOn).toHaveAttribute('max', '2027-06-01');
    await user.type(givenOn, '2027-05-25');

    // Owed on that day (the ledger replayed to it: the interest by the day has reached its
    // cap, the £100 of credit, less the £20 paid); posted that Tuesday, delivered on
    // Thursday 27 May, sale from 15 days on.
    expect(worked(dialog, 'Owed on 25 May 2027')).toHaveTextContent('£180.00');
    expect(worked(dialog, 'Sale allowed from, if posted that day')).toHaveTextContent(
      '11 June 2027',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(await screen.findByText(/Entered as given on paper: not sent again\./)).toBeVisible();
    expect(sent).toEqual({ askingPrice: '250.00', givenOn: '2027-05-25' });
  });
});

describe('After the notice', () => {
  it('records the day the letter was posted, and dates the sale from its deemed delivery', async () => {
    // Thursday 3 June 2027: delivered on Monday 7 June, sale from 22 June.
    vi.setSystemTime(new Date('2027-06-03T12:00:00Z'));
    let sent: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`PATCH ${url('notice-of-sale')}`]: ({ init }) => {
            sent = JSON.parse(init!.body as string);
            return {
              body: {
                ...letterNoticeLoan,
                noticeOfSale: {
                  ...letterNoticeLoan.noticeOfSale!,
                  postedAt: '2027-06-03T12:00:00.000Z',
                  deliveredOn: '2027-06-07',
                  saleAllowedFrom: '2027-06-22',
                },
              },
            };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={letterNoticeLoan} />);
    await user.click(screen.getByRole('button', { name: 'Mark notice posted' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the posting of the notice' });
    expect(worked(dialog, 'Notice given on')).toHaveTextContent('1 June 2027');
    expect(worked(dialog, 'Sale allowed from now')).toHaveTextContent(
      'Not yet: the letter is not posted',
    );
    expect(within(dialog).getByLabelText('Posted on')).toHaveValue('2027-06-03');
    expect(worked(dialog, 'Treated as delivered on')).toHaveTextContent('7 June 2027');
    expect(worked(dialog, 'Sale allowed from once posted')).toHaveTextContent('22 June 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Mark posted' }));
    expect(await screen.findByText('Sale allowed from 22 June 2027.')).toBeVisible();
    expect(sent).toEqual({ postedAt: '2027-06-03' });
  });

  it('keeps the day of an emailed notice when a copy is posted', async () => {
    vi.setSystemTime(new Date('2027-06-03T12:00:00Z'));
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={saleNoticeLoan} />);
    await user.click(screen.getByRole('button', { name: 'Mark notice posted' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the posting of the notice' });
    expect(worked(dialog, 'Sale allowed from now')).toHaveTextContent('16 June 2027');
    expect(worked(dialog, 'The email counts')).toHaveTextContent(
      'Posting a copy does not change the day of sale',
    );
    expect(within(dialog).queryByText('Sale allowed from once posted')).toBeNull();
  });

  it('lists the items for sale from the day the notice allows', async () => {
    vi.setSystemTime(new Date('2027-06-16T12:00:00Z'));
    const posted = vi.fn(() => ({
      body: { ...saleNoticeLoan, status: 'for_sale', productIds: ['p-1'] },
    }));
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [`POST ${url('list-for-sale')}`]: posted })));
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={saleNoticeLoan} />);
    await user.click(screen.getByRole('button', { name: 'List for sale' }));
    const dialog = screen.getByRole('dialog', { name: 'List the items for sale?' });
    expect(worked(dialog, 'Asking price')).toHaveTextContent('£250.00');
    expect(worked(dialog, 'Items to list')).toHaveTextContent('1');
    await user.click(within(dialog).getByRole('button', { name: 'List for sale' }));
    expect(
      await screen.findByText(
        '1 draft product added to stock: describe, photograph and list it in Product Management.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  });
});
