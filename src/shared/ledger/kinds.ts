/**
 * What a journal entry records (docs/decisions/037-the-books.md): one kind per
 * money event, the word the database's posting functions write in
 * `journal_entries.kind`. `payout` marks money the shop paid out of its own
 * accord (a loan lent, a surplus paid): the payments page counts money taken and
 * given back, the cash-up counts those too.
 */
export const journalKinds = [
  { value: 'loan_advanced', label: 'Loan advanced', payout: true },
  { value: 'loan_payment', label: 'Loan payment', payout: false },
  { value: 'loan_forfeited', label: 'Pledge forfeited into stock', payout: false },
  { value: 'loan_sold', label: 'Pledge sold', payout: false },
  { value: 'interest_waived', label: 'Interest waived (forbearance)', payout: false },
  { value: 'surplus_paid', label: 'Surplus paid to the customer', payout: true },
  { value: 'order_payment', label: 'Order payment', payout: false },
  { value: 'order_refund', label: 'Order refund', payout: false },
  { value: 'repair_payment', label: 'Repair payment', payout: false },
  { value: 'repair_refund', label: 'Repair refund', payout: false },
  { value: 'cash_up_difference', label: 'Cash over or short at the close', payout: false },
] as const;
export type JournalKind = (typeof journalKinds)[number]['value'];

export const payoutKinds: readonly JournalKind[] = journalKinds
  .filter((kind) => kind.payout)
  .map((kind) => kind.value);
