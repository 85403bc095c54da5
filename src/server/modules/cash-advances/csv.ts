/**
 * The loan book as CSV (RFC 4180): one row per loan, figures in pounds. It is
 * the pawn records too (Consumer Credit (Conduct of Business) (Pawn Records)
 * Regulations 1983, Schedule; CONC 6.6.3R): the agreement's date and number,
 * the customer's name and postal address, the pledge as the receipt describes
 * it, the credit, the end of the redemption period, the rate, the redemption
 * date, and a sale's date, premises, gross proceeds, itemised expenses and net
 * proceeds. Cells a spreadsheet would run as a formula (starting with = + - @,
 * or a tab or carriage return) get a leading apostrophe, so a customer's name
 * cannot become a formula on a member of staff's computer.
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { itemText } from './pdf-document';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain figure such as -12.50: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_FIGURE = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A credit in the journal's export is a negative figure, and must stay one.
  if (FORMULA_START.test(text) && !PLAIN_FIGURE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const loanBookHeader = [
  'Agreement number',
  'Agreement date',
  'Status',
  'Overdue',
  'Customer',
  'Postal address',
  'Phone',
  'Email',
  'Pledge (as on the receipt)',
  'Item requested',
  'Category',
  'Collateral',
  'Requested (£)',
  'Credit (£)',
  'Rate (% per 28 days)',
  'Total repayment (£)',
  'Due date',
  'Redemption period ends',
  'Paid (£)',
  'Principal owed (£)',
  'Interest owed (£)',
  'Balance (£)',
  'Redemption date',
  'Sale date',
  'Sale premises',
  'Gross proceeds (£)',
  'Itemised expenses',
  'Expenses (£)',
  'Net proceeds (£)',
  'Owed on sale date (£)',
  'Requested on',
] as const;

const ymdInLondon = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dayOf = (iso: string) => ymdInLondon.format(new Date(iso));

/**
 * The day the pawn was redeemed (or the agreement withdrawn from): the day of
 * the redemption or withdrawal payment, or when it was closed for a loan paid
 * or withdrawn without one in its ledger.
 */
export function redemptionDateOf(loan: Loan): string | null {
  const payment = loan.payments.find(
    (entry) => entry.kind === 'redemption' || entry.kind === 'withdrawal',
  );
  if (payment) return dayOf(payment.createdAt);
  return (loan.status === 'paid' || loan.status === 'withdrawn') && loan.closedAt
    ? dayOf(loan.closedAt)
    : null;
}

/** "Valuation £10.00; Auction fee £5.00": a sale's costs, line by line. */
export const itemisedExpenses = (lines: readonly { description: string; amount: string }[]) =>
  lines.map((line) => `${line.description} ${formatGBP(line.amount)}`).join('; ');

export function loanBookRow(loan: Loan): (string | number | boolean | null)[] {
  const sale = loan.saleStatement;
  const pennies = (amount: string) => parsePennies(amount) ?? 0;
  return [
    loan.agreementNumber,
    loan.startDate,
    loan.status,
    loan.overdue ? 'yes' : 'no',
    loan.customerName,
    loan.address,
    loan.customerPhone,
    loan.customerEmail,
    // The pledge as the agreement and pawn-receipt describe it, item by item.
    loan.items.map(itemText).join('; ') || null,
    loan.itemDescription,
    loan.itemCategory,
    loan.collateralType,
    loan.requestedAmount,
    loan.loanAmount,
    loan.interestRate,
    loan.totalRepayment,
    loan.status === 'active' ? dayOf(loan.dueDate) : null,
    loan.redemptionPeriodEnds,
    loan.totalPaid,
    loan.principalOwed,
    loan.interestOwed,
    loan.balance,
    redemptionDateOf(loan),
    sale?.saleDate ?? null,
    sale?.premises ?? null,
    sale?.proceeds ?? null,
    sale ? itemisedExpenses(sale.expenseLines) : null,
    sale?.expenses ?? null,
    sale ? penniesToDecimal(pennies(sale.proceeds) - pennies(sale.expenses)) : null,
    sale?.owed ?? null,
    dayOf(loan.createdAt),
  ];
}
