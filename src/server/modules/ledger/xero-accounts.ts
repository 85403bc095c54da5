/**
 * The one place the shop's chart (migration 0020) meets Xero's: each shop
 * account's code in the accountant's Xero organisation and the tax rate its
 * lines carry in a manual journal. Where Xero's standard UK chart has the
 * account (090 Bank, 200 Sales, 270 Interest Income, 630 Inventory) its code
 * is used; the others are accounts to add to Xero once, with the type given.
 * README.md ("Exporting the books to Xero") lists the same table, and
 * tests/ledger.test.ts holds the two, and the chart, to each other.
 *
 * Tax rates are Xero's names for them. Pawnbroking interest is the price of
 * credit, exempt from VAT (VAT Act 1994, Sch. 9 Group 5); every other line is
 * a movement of money or a figure the accountant prices for VAT, so "No VAT".
 * A VAT-registered shop changes the rates of 4100–4300 here.
 */
export type XeroAccount = {
  /** The account's code in Xero (Xero takes at most 10 characters). */
  code: string;
  /** The name to give it in Xero when it is not one of the standard chart's. */
  name: string;
  /** Xero's account type, for adding it. */
  type: string;
  /** The tax rate's name as Xero's tax settings spell it. */
  taxRate: string;
};

const NO_VAT = 'No VAT';
const EXEMPT_INCOME = 'Exempt Income';

export const xeroAccounts: Readonly<Record<string, XeroAccount>> = {
  '1000': { code: '101', name: 'Cash drawer', type: 'Current Asset', taxRate: NO_VAT },
  '1010': { code: '102', name: 'Card terminal clearing', type: 'Current Asset', taxRate: NO_VAT },
  '1020': { code: '103', name: 'Stripe clearing', type: 'Current Asset', taxRate: NO_VAT },
  '1100': { code: '104', name: 'Pawn loans receivable', type: 'Current Asset', taxRate: NO_VAT },
  '1200': { code: '090', name: 'Business Bank Account', type: 'Bank', taxRate: NO_VAT },
  '1300': { code: '630', name: 'Inventory', type: 'Inventory', taxRate: NO_VAT },
  '2100': {
    code: '806',
    name: 'Surplus owed to pawn customers',
    type: 'Current Liability',
    taxRate: NO_VAT,
  },
  '3000': { code: '890', name: 'Opening balances', type: 'Equity', taxRate: NO_VAT },
  '4000': { code: '270', name: 'Interest Income', type: 'Revenue', taxRate: EXEMPT_INCOME },
  '4100': { code: '210', name: 'Repair income', type: 'Revenue', taxRate: NO_VAT },
  '4200': { code: '200', name: 'Sales', type: 'Sales', taxRate: NO_VAT },
  '4300': { code: '220', name: 'Delivery income', type: 'Revenue', taxRate: NO_VAT },
  '4900': { code: '230', name: 'Refunds given', type: 'Revenue', taxRate: NO_VAT },
  '6000': { code: '430', name: 'Cash over and short', type: 'Expense', taxRate: NO_VAT },
  '6100': { code: '431', name: 'Interest waived', type: 'Expense', taxRate: NO_VAT },
  '6200': { code: '432', name: 'Pawn loans written off', type: 'Expense', taxRate: NO_VAT },
};

/** The Xero account of a shop account; an account of the chart left unmapped stops the export. */
export function xeroAccountOf(shopCode: string): XeroAccount {
  const account = xeroAccounts[shopCode];
  if (!account) throw new Error(`Account ${shopCode} has no Xero account in xero-accounts.ts`);
  return account;
}
