import type {
  CareNoteInput,
  InterestFreezeInput,
  InterestWaiverInput,
  Loan,
  WithdrawalNoticeInput,
} from '@shared/cash-advances/agreement-schemas';
import { apiClient } from '@web/lib/api-client';
import { postLoanAction, useLoanAction } from '@web/features/cash-advances/api/loan-action';

/**
 * What staff record beyond payments (decision 039): the customer's notice of
 * withdrawal, an owner's waiver or freeze of interest (each with the dialog's
 * Idempotency-Key, so a double click gives once) and the extra-care note.
 */
export const recordWithdrawalNotice = ({
  id,
  input,
}: {
  id: string;
  input: WithdrawalNoticeInput;
}) => postLoanAction(id, 'withdrawal', input);

export const waiveInterest = ({
  id,
  input,
  idempotencyKey,
}: {
  id: string;
  input: InterestWaiverInput;
  idempotencyKey: string;
}) => postLoanAction(id, 'waivers', input, { 'Idempotency-Key': idempotencyKey });

export const freezeInterest = ({
  id,
  input,
  idempotencyKey,
}: {
  id: string;
  input: InterestFreezeInput;
  idempotencyKey: string;
}) => postLoanAction(id, 'interest-freeze', input, { 'Idempotency-Key': idempotencyKey });

export const setCareNote = ({ id, input }: { id: string; input: CareNoteInput }) =>
  apiClient.put<Loan>(`/api/admin/cash-advances/${encodeURIComponent(id)}/care-note`, input);

export const useRecordWithdrawalNotice = () => useLoanAction(recordWithdrawalNotice);
export const useWaiveInterest = () => useLoanAction(waiveInterest);
export const useFreezeInterest = () => useLoanAction(freezeInterest);
export const useSetCareNote = () => useLoanAction(setCareNote);
