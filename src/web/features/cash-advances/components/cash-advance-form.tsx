import { AlertCircle } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { DEFAULT_LOAN_LIMITS, loanLimitsFromBody } from '@shared/cash-advances/limits';
import { useZodForm } from '@web/components/form/use-zod-form';
import { SecurityQuestionField } from '@web/components/security-question/security-question-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  buildCashAdvanceFormSchema,
  cashAdvanceBlankMessages,
  emptyCashAdvanceForm,
  type CashAdvanceFormOutput,
  type CashAdvanceFormValues,
} from '@web/features/cash-advances/cash-advance-form-schema';
import {
  ContactDetailsSection,
  ItemSection,
  NextSteps,
  RequestHelp,
} from '@web/features/cash-advances/components/cash-advance-form-sections';
import { RequestPhotosSection } from '@web/features/cash-advances/components/request-photos-section';
import type { LoanEstimate } from '@web/features/cash-advances/components/loan-calculator';
import { RequestReceived } from '@web/features/cash-advances/components/request-received';
import { useCashAdvanceSubmit } from '@web/features/cash-advances/components/use-cash-advance-submit';
import { useAppMeta } from '@web/features/auth/api/get-app-meta';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { NeedsScriptNotice } from '@web/components/form/needs-script-notice';
import { useLoanRates } from '@web/lib/chrome-data';

export type CashAdvanceFormHandle = {
  /** Puts the calculator's figures into the form and moves focus to the loan amount. */
  applyEstimate: (estimate: LoanEstimate) => void;
};

/** Spec "Cash advance page", left panel: the request form. */
export function CashAdvanceForm({ ref }: { ref?: Ref<CashAdvanceFormHandle> }) {
  const titleId = useId();
  const { user } = useCurrentUser();
  const meta = useAppMeta();
  // The shop's own limits (LOAN_MIN, LOAN_MAX) once known; the defaults until then.
  const limits = meta.data ? loanLimitsFromBody(meta.data.loanLimits) : DEFAULT_LOAN_LIMITS;
  const { minPennies, maxPennies } = limits;
  // The shop's rates (RATE_GOLD, RATE_GENERAL), as the calculator beside the form shows them.
  const rates = useLoanRates();
  const schema = useMemo(
    () => buildCashAdvanceFormSchema({ minPennies, maxPennies }),
    [minPennies, maxPennies],
  );
  // A signed-in customer's name and email are filled in for them (they can still change them).
  const name = user?.username ?? '';
  const email = user?.email ?? '';
  const freshValues = useMemo(
    () => () => ({ ...emptyCashAdvanceForm, customerName: name, customerEmail: email }),
    [name, email],
  );
  const form = useZodForm<CashAdvanceFormValues, CashAdvanceFormOutput>({
    schema,
    blankMessages: cashAdvanceBlankMessages,
    // In the HTML from the start when the account is known (a page the server drew), so nothing
    // changes the fields under a customer who is already typing.
    defaultValues: freshValues(),
    // Checked when sent (the spec's order of checks), then again as a marked field is fixed.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const { onSubmit, pending, serverError, submitted, security } = useCashAdvanceSubmit(
    form,
    freshValues,
  );
  const [photosUploading, setPhotosUploading] = useState(false);

  useEffect(() => {
    // The account became known after the first render: fill only what the person has not typed in.
    for (const [field, value] of [
      ['customerName', name],
      ['customerEmail', email],
    ] as const) {
      if (value && !form.getFieldState(field).isDirty && form.getValues(field) === '') {
        form.setValue(field, value);
      }
    }
  }, [form, name, email]);

  useImperativeHandle(ref, () => ({
    applyEstimate: (estimate) => {
      form.setValue('loanAmount', estimate.loanAmount, { shouldDirty: true });
      form.setValue('collateralType', estimate.collateralType, { shouldDirty: true });
      if (form.getValues('estimatedValue').trim() === '') {
        form.setValue('estimatedValue', estimate.estimatedValue, { shouldDirty: true });
      }
      form.clearErrors('loanAmount');
      form.setFocus('loanAmount', { shouldSelect: true });
    },
  }));

  return (
    <Card className="gap-6">
      <CardHeader>
        <CardTitle id={titleId} asChild className="text-xl sm:text-2xl">
          <h2>Request Cash Advance</h2>
        </CardTitle>
        <CardDescription className="text-base">
          Submit details about your items for a professional valuation and cash advance.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {submitted ? <RequestReceived request={submitted} signedIn={user !== null} /> : null}
        <form
          method="post"
          aria-labelledby={titleId}
          aria-busy={pending || undefined}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="grid grid-cols-1 gap-8"
        >
          <NeedsScriptNotice action="send a request" />
          <ContactDetailsSection form={form} />
          <ItemSection form={form} limits={limits} rates={rates} />
          <RequestPhotosSection
            form={form}
            guest={user === null}
            onBusyChange={setPhotosUploading}
          />
          <SecurityQuestionField form={form} name="captchaAnswer" security={security} />
          <NextSteps />
          <div className="grid gap-3">
            {serverError ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
              >
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {serverError}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="h-auto min-h-12 w-full py-3 whitespace-normal max-sm:px-4 max-sm:text-[0.9375rem]"
              disabled={pending || photosUploading}
            >
              {pending ? 'Submitting...' : 'Submit Cash Advance Request'}
            </Button>
          </div>
        </form>
      </CardContent>
      <RequestHelp />
    </Card>
  );
}
