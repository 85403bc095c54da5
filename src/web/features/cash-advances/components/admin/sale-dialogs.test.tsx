import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '@web/components/testing/render-with-providers';
import { LoanActions } from '@web/features/cash-advances/components/admin/loan-actions';
import {
  forSaleLoan,
  settledLoan,
  soldLoan,
} from '@web/features/cash-advances/testing/loan-fixtures';

const url = (action: string) => `/api/admin/cash-advances/${forSaleLoan.id}/${action}`;

const worked = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).nextElementSibling;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-16T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Record the sale', () => {
  it('shows what is owed today and works the surplus or shortfall out as staff type', async () => {
    let sent: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST ${url('sale')}`]: ({ init }) => {
            sent = JSON.parse(init!.body as string);
            return { body: soldLoan };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={forSaleLoan} />);
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the sale' });
    expect(within(dialog).getAllByText('Owed today')[0]!.nextElementSibling).toHaveTextContent(
      '£300.46',
    );
    expect(worked(dialog, 'Asking price')).toHaveTextContent('£250.00');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Enter what it sold for.');

    // Less than is owed, after its costs line by line: a shortfall.
    const price = within(dialog).getByLabelText('Sale price (£)');
    await user.type(price, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add a cost' }));
    await user.type(within(dialog).getByLabelText('Cost 1'), 'Valuation');
    await user.type(within(dialog).getAllByLabelText('Amount (£)')[0]!, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Add a cost' }));
    await user.type(within(dialog).getByLabelText('Cost 2'), 'Cleaning');
    await user.type(within(dialog).getAllByLabelText('Amount (£)')[1]!, '4');
    expect(worked(dialog, 'Costs in total')).toHaveTextContent('£10.00');
    expect(worked(dialog, 'Net proceeds')).toHaveTextContent('£240.00');
    expect(worked(dialog, 'Shortfall')).toHaveTextContent('£60.46');
    expect(within(dialog).queryByText('Surplus owed to the customer')).toBeNull();

    // More: a surplus the shop owes the customer.
    await user.clear(price);
    await user.type(price, '350');
    expect(worked(dialog, 'Net proceeds')).toHaveTextContent('£340.00');
    expect(worked(dialog, 'Surplus owed to the customer')).toHaveTextContent('£39.54');
    expect(within(dialog).queryByText('Shortfall')).toBeNull();

    // Exactly what is owed: neither.
    await user.clear(price);
    await user.type(price, '310.46');
    expect(worked(dialog, 'Surplus or shortfall')).toHaveTextContent('None');

    // Paid by card at the counter: the money goes to the card terminal in the books.
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'card');
    await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText('Sale Recorded')).toBeVisible();
    expect(
      screen.getByText('A surplus of £25.26 is owed to the customer: pay it from this page.'),
    ).toBeVisible();
    expect(sent).toEqual({
      proceeds: '310.46',
      expenses: [
        { description: 'Valuation', amount: '6.00' },
        { description: 'Cleaning', amount: '4.00' },
      ],
      method: 'card',
    });
  });

  it('checks each cost line, takes one away, and sends where it was sold', async () => {
    let sent: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST ${url('sale')}`]: ({ init }) => {
            sent = JSON.parse(init!.body as string);
            return { body: soldLoan };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={forSaleLoan} />);
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the sale' });
    await user.type(within(dialog).getByLabelText('Sale price (£)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Add a cost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a cost' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    expect(
      (await within(dialog).findAllByText('Expense description is required')).length,
    ).toBeGreaterThan(0);
    expect(sent).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove cost 2' }));
    await user.type(within(dialog).getByLabelText('Cost 1'), 'Auction commission');
    await user.type(within(dialog).getByLabelText('Amount (£)'), '30');
    await user.type(
      within(dialog).getByLabelText(/^Sold at/),
      'Leeds Auction Rooms, 1 Example Street, Leeds LS1 1AA',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    await screen.findByText('Sale Recorded');
    expect(sent).toEqual({
      proceeds: '300.00',
      expenses: [{ description: 'Auction commission', amount: '30.00' }],
      salePremises: 'Leeds Auction Rooms, 1 Example Street, Leeds LS1 1AA',
      method: 'cash',
    });
  });

  it('needs the sale price; there may be no costs', async () => {
    let sent: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST ${url('sale')}`]: ({ init }) => {
            sent = JSON.parse(init!.body as string);
            return { body: soldLoan };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={forSaleLoan} />);
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the sale' });
    await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    expect(await within(dialog).findByText('Sale price is required')).toBeVisible();
    expect(sent).toBeNull();
    await user.type(within(dialog).getByLabelText('Sale price (£)'), '280');
    await user.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    await screen.findByText('Sale Recorded');
    expect(sent).toEqual({ proceeds: '280.00', expenses: [], method: 'cash' });
  });
});

describe('Pay the surplus', () => {
  it('shows the surplus owed and records how it was paid', async () => {
    vi.setSystemTime(new Date('2027-06-23T12:00:00Z'));
    let sent: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST ${url('surplus-payment')}`]: ({ init }) => {
            sent = JSON.parse(init!.body as string);
            return { status: 201, body: settledLoan };
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={soldLoan} />);
    await user.click(screen.getByRole('button', { name: 'Pay surplus' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay the surplus' });
    expect(worked(dialog, 'Surplus owed')).toHaveTextContent('£25.26');
    expect(worked(dialog, 'Sold on')).toHaveTextContent('20 June 2027');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'bank');
    await user.click(within(dialog).getByRole('button', { name: 'Record surplus paid' }));
    expect(await screen.findByText('Surplus Paid')).toBeVisible();
    expect(screen.getByText('The loan is settled.')).toBeVisible();
    expect(sent).toEqual({ method: 'bank' });
  });

  it('says the server’s words when it refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        mockFetch({
          [`POST ${url('surplus-payment')}`]: {
            status: 409,
            body: { message: 'The surplus was already paid by card.' },
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoanActions loan={soldLoan} />);
    await user.click(screen.getByRole('button', { name: 'Pay surplus' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay the surplus' });
    await user.click(within(dialog).getByRole('button', { name: 'Record surplus paid' }));
    expect(await screen.findByText('The surplus was already paid by card.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Pay the surplus' })).toBeVisible();
  });
});
