/**
 * The loan book as CSV (RFC 4180): one row per loan, figures in pounds.
 * Cells a spreadsheet would run as a formula (starting with = + - @, or a tab
 * or carriage return) get a leading apostrophe, so a customer's name cannot
 * become a formula on a member of staff's computer.
 */
import type { Loan } from '@shared/cash-advances/agreement-schemas';

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
  'Status',
  'Overdue',
  'Customer',
  'Phone',
  'Email',
  'Item',
  'Category',
  'Collateral',
  'Requested (£)',
  'Loan amount (£)',
  'Rate (%)',
  'Total repayment (£)',
  'Start date',
  'Due date',
  'Paid (£)',
  'Principal owed (£)',
  'Interest owed (£)',
  'Balance (£)',
  'Requested on',
] as const;

const ymdInLondon = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function loanBookRow(loan: Loan): (string | number | boolean | null)[] {
  return [
    loan.agreementNumber,
    loan.status,
    loan.overdue ? 'yes' : 'no',
    loan.customerName,
    loan.customerPhone,
    loan.customerEmail,
    loan.itemDescription,
    loan.itemCategory,
    loan.collateralType,
    loan.requestedAmount,
    loan.loanAmount,
    loan.interestRate,
    loan.totalRepayment,
    loan.startDate,
    loan.status === 'active' ? ymdInLondon.format(new Date(loan.dueDate)) : null,
    loan.totalPaid,
    loan.principalOwed,
    loan.interestOwed,
    loan.balance,
    ymdInLondon.format(new Date(loan.createdAt)),
  ];
}
