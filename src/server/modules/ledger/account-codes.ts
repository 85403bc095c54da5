/**
 * The accounts of the chart (migration 0020, decision 037) that the money
 * figures read by name: the reports, the staff dashboard and a repair's bill.
 * The chart itself lives in `ledger_accounts`; these codes never change once
 * posted to, so naming them here is safe.
 */
export const accountCodes = {
  /** Principal lent and not yet repaid, forfeited, sold or written off. */
  loansReceivable: '1100',
  /** What pledges' sales left over for their customers, until paid. */
  surplusOwed: '2100',
  /** Interest paid, and interest a pledge's sale recovered. */
  interestIncome: '4000',
  /** Goods sold; also debited when a sale's money settles a loan or a repair bill. */
  salesIncome: '4200',
  /** Delivery fees of orders. */
  deliveryIncome: '4300',
  /** Money given back on orders and repairs (a debit reduces income). */
  refundsGiven: '4900',
} as const;
