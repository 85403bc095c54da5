import { RefreshCw, ShieldCheck } from 'lucide-react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import type { SecurityQuestion } from '@web/components/security-question/use-security-question';

const LOADING_LABEL = 'Loading the question…';
const FAILED_LABEL = 'The question could not be loaded. Ask for a new one.';

type SecurityQuestionFieldProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  name: FieldPath<Values>;
  security: SecurityQuestion;
  className?: string;
};

/**
 * "Security Verification": the server's maths question (spec section 3,
 * "Captcha") as the label of the answer field, and "New Question".
 */
export function SecurityQuestionField<Values extends FieldValues, Output>({
  form,
  name,
  security,
  className,
}: SecurityQuestionFieldProps<Values, Output>) {
  // While a new question is on its way the old one is gone: its token is being replaced.
  const label = security.loading
    ? LOADING_LABEL
    : (security.question ?? (security.failed ? FAILED_LABEL : LOADING_LABEL));
  return (
    <fieldset className={cn('rounded-lg border border-border bg-muted/50 p-4 sm:p-5', className)}>
      {/* Floated, so the legend sits inside the box instead of on its border. */}
      <legend className="float-left mb-4 w-full text-base font-semibold text-brand-950">
        <span className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-gold-600" aria-hidden="true" />
          Security Verification
        </span>
      </legend>
      {/* The question is the label, and it is announced when it changes. */}
      <div aria-live="polite" className="clear-both">
        <FormField form={form} name={name} label={label} required>
          {(control) => (
            <div className="flex flex-wrap gap-3">
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="Your answer"
                className="w-40 grow sm:grow-0"
                {...control}
              />
              <Button variant="outline" onClick={security.newQuestion} disabled={security.loading}>
                <RefreshCw aria-hidden="true" />
                New Question
              </Button>
            </div>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
