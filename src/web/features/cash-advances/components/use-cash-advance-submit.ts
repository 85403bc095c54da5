import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { challengeMessages } from '@shared/challenges';
import type { CashAdvanceCreated } from '@shared/cash-advances/follow';
import { parsePennies } from '@shared/money-math';
import { ANSWER_REQUIRED } from '@web/components/security-question/answer-field';
import { useSecurityQuestion } from '@web/components/security-question/use-security-question';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { useLoanRates } from '@web/lib/chrome-data';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import {
  cashAdvancePayload,
  useCreateCashAdvance,
} from '@web/features/cash-advances/api/create-cash-advance';
import {
  CAPTCHA_INCORRECT,
  cashAdvanceFieldOrder,
  missingRequiredFields,
  MISSING_INFORMATION,
  REQUEST_SUBMITTED,
  SUBMISSION_FAILED,
  type CashAdvanceFormOutput,
  type CashAdvanceFormValues,
} from '@web/features/cash-advances/cash-advance-form-schema';

type CashAdvanceForm = UseFormReturn<CashAdvanceFormValues, unknown, CashAdvanceFormOutput>;

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return 'We could not reach the shop. Check your connection and try again.';
}

/**
 * What happens when the cash advance form is sent. The checks run in the spec's
 * order (section 5): empty required fields (the security verification among
 * them, until the widget has solved its challenge), then what the server would
 * refuse (the shared schema), before anything is sent; the server checks the proof of work.
 */
export function useCashAdvanceSubmit(
  form: CashAdvanceForm,
  /** What the form starts again with (a signed-in customer's own name and email). */
  freshValues: () => CashAdvanceFormValues,
) {
  const security = useSecurityQuestion(form, 'captchaAnswer');
  // One key per form fill: a repeated send (double click, retry) finds the first record.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [serverError, setServerError] = useState<string | null>(null);
  // The last request sent, for its reference and next steps (a guest has no list to find it in).
  const [submitted, setSubmitted] = useState<CashAdvanceCreated | null>(null);
  const createRequest = useCreateCashAdvance();
  const pending = createRequest.isPending;
  const rates = useLoanRates();

  /** The check is not solved yet (or failed): said in the toast and in the box. */
  const notSolved = () => {
    toast({ ...CAPTCHA_INCORRECT, variant: 'destructive' });
    form.setError('captchaAnswer', { message: ANSWER_REQUIRED });
  };

  const onInvalid = (errors: FieldErrors<CashAdvanceFormValues>) => {
    setServerError(null);
    const missing = missingRequiredFields(form.getValues());
    if (missing[0]) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      form.setFocus(missing[0]);
      return;
    }
    if (!security.answer()) {
      notSolved();
      return;
    }
    const first = cashAdvanceFieldOrder.find((field) => errors[field]);
    toast({
      title: 'Check Your Details',
      description: (first && errors[first]?.message) || 'Please check the highlighted fields.',
      variant: 'destructive',
    });
    if (first) form.setFocus(first);
  };

  /** The server refused the question: a new one is asked, and the person told why. */
  const refusedQuestion = (message: string) => {
    if (message === challengeMessages.wrong || message === challengeMessages.invalid)
      toast({ ...CAPTCHA_INCORRECT, variant: 'destructive' });
    else toast({ title: SUBMISSION_FAILED, description: message, variant: 'destructive' });
    form.setError('captchaAnswer', { message }, { shouldFocus: true });
  };

  const onValid = (data: CashAdvanceFormOutput) => {
    if (pending) return;
    setServerError(null);
    setSubmitted(null);
    const answer = security.answer();
    if (!answer) {
      notSolved();
      return;
    }
    const payload = cashAdvancePayload(
      {
        customerName: data.customerName,
        customerPhone: data.customerPhone,
        customerEmail: data.customerEmail ?? '',
        itemDescription: data.itemDescription,
        itemCategory: data.itemCategory,
        collateralType: data.collateralType,
        loanPennies: parsePennies(data.loanAmount) ?? 0,
        ...(data.photos?.length ? { photos: data.photos } : {}),
        ...answer,
      },
      rates,
    );
    createRequest.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: (record) => {
          toast(REQUEST_SUBMITTED);
          setSubmitted(record);
          form.reset(freshValues());
          // The solution was used: the next request solves a new challenge.
          security.newQuestion();
          // The next form fill is a new request, so it gets a new key.
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => {
          const refused = security.refusal(error);
          if (refused) {
            refusedQuestion(refused);
            return;
          }
          const text = failureText(error);
          setServerError(text);
          toast({ title: SUBMISSION_FAILED, description: text, variant: 'destructive' });
        },
      },
    );
  };

  return {
    onSubmit: form.handleSubmit(onValid, onInvalid),
    pending,
    serverError,
    submitted,
    security,
  };
}
