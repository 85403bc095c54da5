import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { isCaptchaCorrect, newCaptcha, type CaptchaQuestion } from '@shared/cash-advances/captcha';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { parsePennies } from '@shared/money-math';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
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
 * order (section 5): empty required fields, then the maths question, then what
 * the server would refuse (the shared schema), before anything is sent.
 */
export function useCashAdvanceSubmit(
  form: CashAdvanceForm,
  /** What the form starts again with (a signed-in customer's own name and email). */
  freshValues: () => CashAdvanceFormValues,
) {
  const [question, setQuestion] = useState(() => newCaptcha());
  // One key per form fill: a repeated send (double click, retry) finds the first record.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [serverError, setServerError] = useState<string | null>(null);
  // The last request sent, for its reference and next steps (a guest has no list to find it in).
  const [submitted, setSubmitted] = useState<CashAdvance | null>(null);
  const createRequest = useCreateCashAdvance();
  const pending = createRequest.isPending;

  const askNewQuestion = () => {
    setQuestion(newCaptcha());
    form.setValue('captchaAnswer', '');
    form.clearErrors('captchaAnswer');
  };

  /** A wrong answer asks a new question; nothing is sent. */
  const refuseAnswer = (asked: CaptchaQuestion) => {
    if (isCaptchaCorrect(asked, form.getValues('captchaAnswer'))) return false;
    toast({ ...CAPTCHA_INCORRECT, variant: 'destructive' });
    askNewQuestion();
    form.setFocus('captchaAnswer');
    return true;
  };

  const onInvalid = (errors: FieldErrors<CashAdvanceFormValues>) => {
    setServerError(null);
    const missing = missingRequiredFields(form.getValues());
    if (missing[0]) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      form.setFocus(missing[0]);
      return;
    }
    if (refuseAnswer(question)) return;
    const first = cashAdvanceFieldOrder.find((field) => errors[field]);
    toast({
      title: 'Check Your Details',
      description: (first && errors[first]?.message) || 'Please check the highlighted fields.',
      variant: 'destructive',
    });
    if (first) form.setFocus(first);
  };

  const onValid = (data: CashAdvanceFormOutput) => {
    if (pending) return;
    setServerError(null);
    setSubmitted(null);
    if (refuseAnswer(question)) return;
    const payload = cashAdvancePayload({
      customerName: data.customerName,
      customerPhone: data.customerPhone,
      customerEmail: data.customerEmail ?? '',
      itemDescription: data.itemDescription,
      itemCategory: data.itemCategory,
      collateralType: data.collateralType,
      loanPennies: parsePennies(data.loanAmount) ?? 0,
      ...(data.photos?.length ? { photos: data.photos } : {}),
    });
    createRequest.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: (record) => {
          toast(REQUEST_SUBMITTED);
          setSubmitted(record);
          form.reset(freshValues());
          setQuestion(newCaptcha());
          // The next form fill is a new request, so it gets a new key.
          setIdempotencyKey(newIdempotencyKey());
        },
        onError: (error) => {
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
    question,
    askNewQuestion,
  };
}
