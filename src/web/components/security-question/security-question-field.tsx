import { AlertCircle, RefreshCw, ShieldCheck } from 'lucide-react';
import {
  useFormState,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { AltchaWidget } from '@web/components/security-question/altcha-widget';
import type { SecurityQuestion } from '@web/components/security-question/use-security-question';

/** What the box says about the check, for everyone (announced as it changes). */
export const SECURITY_STATUS = {
  solving: 'Checking this browser… this takes a moment while you fill in the form.',
  solved: 'Verified. You can send the form.',
  failed: 'The security verification could not finish. Try again.',
} as const;

type SecurityQuestionFieldProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  name: FieldPath<Values>;
  security: SecurityQuestion;
  className?: string;
};

/**
 * "Security Verification" (the spec's box; its maths question became a proof
 * of work, PRODUCT.md): the ALTCHA widget solving by itself, what it is doing
 * in words, and `message` when a send found it unsolved or refused.
 */
export function SecurityVerification({
  security,
  message,
  className,
}: {
  security: SecurityQuestion;
  message?: string | null | undefined;
  className?: string | undefined;
}) {
  const status = security.failed
    ? SECURITY_STATUS.failed
    : security.solving
      ? SECURITY_STATUS.solving
      : SECURITY_STATUS.solved;
  return (
    <fieldset
      className={cn('rounded-lg border border-border bg-muted/50 p-4 sm:p-5', className)}
      data-security-state={security.state}
    >
      <legend className="float-left mb-4 w-full text-base font-semibold text-brand-950">
        <span className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-gold-600" aria-hidden="true" />
          Security Verification
        </span>
      </legend>
      <div className="clear-both grid gap-3">
        <AltchaWidget key={security.widgetKey} {...security.widget} />
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
        {security.failed ? (
          <Button variant="outline" className="w-fit" onClick={security.newQuestion}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        ) : null}
        {message ? (
          <p role="alert" className="flex items-start gap-2 text-sm text-red-700">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {message}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The box in a form whose field `name` holds the payload: its message is the field's. */
export function SecurityQuestionField<Values extends FieldValues, Output>({
  form,
  name,
  security,
  className,
}: SecurityQuestionFieldProps<Values, Output>) {
  const { errors } = useFormState({ control: form.control, name });
  const message = (errors[name]?.message as string | undefined) ?? null;
  return <SecurityVerification security={security} message={message} className={className} />;
}
