/**
 * Every message the shop sends, by name. The notices load this module on first
 * use (React Email and its components are heavy), so starting the shop does not.
 */
import { accountConfirmEmail } from './account-confirm-email';
import { accountEmailChanged } from './account-email-changed';
import { accountPasswordReset } from './account-password-reset';
import { cashAdvanceApproved } from './cash-advance-approved';
import { cashAdvanceForShop } from './cash-advance-for-shop';
import { cashAdvanceReceived } from './cash-advance-received';
import { cashAdvanceRejected } from './cash-advance-rejected';
import { loanAgreementStarted } from './loan-agreement-started';
import { loanDueReminder } from './loan-due-reminder';
import { loanForfeited } from './loan-forfeited';
import { loanNoticeOfSale } from './loan-notice-of-sale';
import { loanOverdue } from './loan-overdue';
import { loanPaymentReceived } from './loan-payment-received';
import { loanRedemptionEnding } from './loan-redemption-ending';
import { loanSold } from './loan-sold';
import { orderCancelled } from './order-cancelled';
import { orderReceipt } from './order-receipt';
import { orderConfirmation } from './order-confirmation';
import { orderOutForDelivery } from './order-out-for-delivery';
import { orderReadyForCollection } from './order-ready-for-collection';
import { repairBooked } from './repair-booked';
import { repairDiagnosed } from './repair-diagnosed';
import { repairReady } from './repair-ready';
import { staffInvite } from './staff-invite';
import { repairEstimate } from './repair-estimate';
import { repairUncollected } from './repair-uncollected';

export const emailTemplates = {
  accountConfirmEmail,
  accountPasswordReset,
  accountEmailChanged,
  cashAdvanceReceived,
  cashAdvanceForShop,
  cashAdvanceApproved,
  cashAdvanceRejected,
  loanAgreementStarted,
  loanPaymentReceived,
  loanDueReminder,
  loanOverdue,
  loanForfeited,
  loanRedemptionEnding,
  loanNoticeOfSale,
  loanSold,
  repairBooked,
  repairDiagnosed,
  repairReady,
  repairEstimate,
  repairUncollected,
  orderConfirmation,
  orderOutForDelivery,
  orderReadyForCollection,
  orderCancelled,
  orderReceipt,
  staffInvite,
};

export type TemplateName = keyof typeof emailTemplates;
export type PropsOf<Name extends TemplateName> = Parameters<
  (typeof emailTemplates)[Name]['subject']
>[0];

export { renderEmail } from './render-email';
