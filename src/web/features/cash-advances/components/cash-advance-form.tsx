import { AlertCircle, MapPin, Phone, RefreshCw, ShieldCheck } from 'lucide-react';
import { useId, useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { isCaptchaCorrect, newCaptcha } from '@shared/cash-advances/captcha';
import { interestRateFor } from '@shared/cash-advances/loan';
import { createCashAdvanceSchema } from '@shared/cash-advances/schemas';
import { collateralTypes, itemCategories, LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { parsePennies } from '@shared/money-math';
import { shop, shopAddressLine, telHref } from '@shared/shop';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { cashAdvancePayload, useCreateCashAdvance } from '@web/features/cash-advances/api/create-cash-advance';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import type { LoanEstimate } from '@web/features/cash-advances/components/loan-calculator';
import { MoneyInput } from '@web/components/ui/money-input';
import {
  CAPTCHA_INCORRECT,
  emptyCashAdvanceForm,
  missingRequiredFields,
  MISSING_INFORMATION,
  REQUEST_SUBMITTED,
  SUBMISSION_FAILED,
  type CashAdvanceField,
  type CashAdvanceFormValues,
  type RequiredField,
} from '@web/features/cash-advances/form-values';

export type CashAdvanceFormHandle = {
  /** Puts the calculator's figures into the form and moves focus to the loan amount. */
  applyEstimate: (estimate: LoanEstimate) => void;
};

/** Inline messages for empty required fields; the toast says the same for everyone at once. */
const requiredMessages: Record<RequiredField, string> = {
  customerName: 'Name is required',
  customerPhone: 'Phone number is required',
  itemDescription: 'Item description is required',
  itemCategory: 'Choose an item category',
  loanAmount: 'Loan amount is required',
  captchaAnswer: 'Answer the question to continue',
};

const schemaFields = new Set<string>(Object.keys(createCashAdvanceSchema.shape));

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return 'We could not reach the shop. Check your connection and try again.';
}


function SectionTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <legend className={cn('mb-4 text-base font-semibold text-brand-950', className)}>
      {children}
    </legend>
  );
}

/**
 * Spec "Cash advance page", left panel. The checks run in the spec's order
 * (section 5): empty required fields, then the maths question; then the shared
 * schema catches what the server would refuse, before anything is sent.
 */
export function CashAdvanceForm({ ref }: { ref?: Ref<CashAdvanceFormHandle> }) {
  const titleId = useId();
  const idPrefix = useId();
  const id = (field: CashAdvanceField) => `${idPrefix}-${field}`;
  const [question, setQuestion] = useState(() => newCaptcha());
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [serverError, setServerError] = useState<string | null>(null);
  const createRequest = useCreateCashAdvance();
  const pending = createRequest.isPending;

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<CashAdvanceFormValues>({ defaultValues: emptyCashAdvanceForm });

  useImperativeHandle(ref, () => ({
    applyEstimate: (estimate) => {
      setValue('loanAmount', estimate.loanAmount, { shouldDirty: true });
      setValue('collateralType', estimate.collateralType, { shouldDirty: true });
      if (getValues('estimatedValue').trim() === '') {
        setValue('estimatedValue', estimate.estimatedValue, { shouldDirty: true });
      }
      clearErrors('loanAmount');
      setFocus('loanAmount', { shouldSelect: true });
    },
  }));

  /** register() plus the error wiring every control shares. */
  const control = (field: CashAdvanceField, { hint = false, required = false } = {}) => {
    const message = errors[field]?.message;
    const describedBy = [hint && `${id(field)}-hint`, message && `${id(field)}-error`]
      .filter(Boolean)
      .join(' ');
    return {
      id: id(field),
      ...register(field, { onChange: () => clearErrors(field) }),
      'aria-invalid': message ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy || undefined,
    };
  };

  const askNewQuestion = () => {
    setQuestion(newCaptcha());
    setValue('captchaAnswer', '');
    clearErrors('captchaAnswer');
  };

  const submit = (values: CashAdvanceFormValues) => {
    if (pending) return;
    clearErrors();
    setServerError(null);

    const missing = missingRequiredFields(values);
    if (missing.length > 0) {
      for (const field of missing) {
        setError(field, { type: 'required', message: requiredMessages[field] });
      }
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      setFocus(missing[0]!);
      return;
    }

    if (!isCaptchaCorrect(question, values.captchaAnswer)) {
      toast({ ...CAPTCHA_INCORRECT, variant: 'destructive' });
      askNewQuestion();
      setFocus('captchaAnswer');
      return;
    }

    const parsed = createCashAdvanceSchema.safeParse({
      customerName: values.customerName,
      customerPhone: values.customerPhone,
      customerEmail: values.customerEmail,
      itemDescription: values.itemDescription,
      itemCategory: values.itemCategory,
      collateralType: values.collateralType,
      loanAmount: values.loanAmount,
    });
    if (!parsed.success) {
      const fields: CashAdvanceField[] = [];
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!schemaFields.has(field) || fields.includes(field as CashAdvanceField)) continue;
        fields.push(field as CashAdvanceField);
        setError(field as CashAdvanceField, { type: 'schema', message: issue.message });
      }
      toast({
        title: 'Check Your Details',
        description: parsed.error.issues[0]?.message ?? 'Please check the highlighted fields.',
        variant: 'destructive',
      });
      if (fields[0]) setFocus(fields[0]);
      return;
    }

    const data = parsed.data;
    const payload = cashAdvancePayload({
      customerName: data.customerName,
      customerPhone: data.customerPhone,
      customerEmail: data.customerEmail ?? '',
      itemDescription: data.itemDescription,
      itemCategory: data.itemCategory,
      collateralType: data.collateralType,
      loanPennies: parsePennies(data.loanAmount) ?? 0,
    });
    createRequest.mutate(
      { payload, idempotencyKey },
      {
        onSuccess: () => {
          toast(REQUEST_SUBMITTED);
          reset(emptyCashAdvanceForm);
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
      <CardContent>
        <form
          aria-labelledby={titleId}
          aria-busy={pending || undefined}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="grid grid-cols-1 gap-8"
        >
          <fieldset>
            <SectionTitle>Your Contact Details</SectionTitle>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <FormField id={id('customerName')} label="Full Name" error={errors.customerName?.message}>
                <Input autoComplete="name" {...control('customerName', { required: true })} />
              </FormField>
              <FormField
                id={id('customerPhone')}
                label="Phone Number"
                error={errors.customerPhone?.message}
              >
                <Input
                  type="tel"
                  autoComplete="tel"
                  placeholder="07XXX XXXXXX"
                  {...control('customerPhone', { required: true })}
                />
              </FormField>
              <div className="sm:col-span-2">
                <FormField
                  id={id('customerEmail')}
                  label="Email Address"
                  optional
                  hint="For your confirmation and updates on your request."
                  error={errors.customerEmail?.message}
                >
                  <Input
                    type="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    {...control('customerEmail', { hint: true })}
                  />
                </FormField>
              </div>
            </div>
          </fieldset>

          <fieldset>
            <SectionTitle>Your Item</SectionTitle>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <FormField
                  id={id('itemDescription')}
                  label="Item Description"
                  hint="Brand, model, condition and age help us value it."
                  error={errors.itemDescription?.message}
                >
                  <Textarea
                    rows={4}
                    placeholder="e.g. 18ct gold bracelet, 22 g, hallmarked, good condition, about 5 years old"
                    {...control('itemDescription', { hint: true, required: true })}
                  />
                </FormField>
              </div>
              <FormField
                id={id('itemCategory')}
                label="Item Category"
                error={errors.itemCategory?.message}
              >
                <NativeSelect {...control('itemCategory', { required: true })}>
                  <option value="">Select a category</option>
                  {itemCategories.map((category) => (
                    <option key={category.value} value={category.value}>
                      {category.label}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                id={id('collateralType')}
                label="Collateral Type"
                error={errors.collateralType?.message}
              >
                <NativeSelect {...control('collateralType')}>
                  {collateralTypes.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label} ({interestRateFor(type.value)}% flat for {LOAN_TERM_DAYS} days)
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                id={id('estimatedValue')}
                label="Estimated Value (£)"
                optional
                error={errors.estimatedValue?.message}
              >
                <MoneyInput placeholder="0.00" {...control('estimatedValue')} />
              </FormField>
              <FormField
                id={id('loanAmount')}
                label="Requested Loan Amount (£)"
                error={errors.loanAmount?.message}
              >
                <MoneyInput
                  placeholder="0.00"
                  min="0.01"
                  {...control('loanAmount', { required: true })}
                />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="rounded-lg border border-border bg-muted/50 p-4 sm:p-5">
            {/* Floated, so the legend sits inside the box instead of on its border. */}
            <SectionTitle className="float-left w-full">
              <span className="flex items-center gap-2">
                <ShieldCheck className="size-5 text-gold-600" aria-hidden="true" />
                Security Verification
              </span>
            </SectionTitle>
            {/* The question is the label, and it is announced when it changes. */}
            <div aria-live="polite" className="clear-both">
              <FormField
                id={id('captchaAnswer')}
                label={`What is ${question.a} + ${question.b}?`}
                error={errors.captchaAnswer?.message}
              >
                <div className="flex flex-wrap gap-3">
                  <Input
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="Your answer"
                    className="w-40 grow sm:grow-0"
                    {...control('captchaAnswer', { required: true })}
                  />
                  <Button variant="outline" onClick={askNewQuestion}>
                    <RefreshCw aria-hidden="true" />
                    New Question
                  </Button>
                </div>
              </FormField>
            </div>
          </fieldset>

          <section
            aria-labelledby={`${idPrefix}-next-steps`}
            className="rounded-lg bg-secondary p-4 sm:p-5"
          >
            <h3 id={`${idPrefix}-next-steps`} className="font-semibold text-brand-950">
              Next Steps
            </h3>
            <ol className="mt-3 grid gap-2 text-sm text-secondary-foreground">
              {[
                'Submit your request online.',
                'Bring your items to our Leeds store for a free professional appraisal.',
                'Receive your cash within minutes.',
              ].map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </section>

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
              disabled={pending}
            >
              {pending ? 'Submitting...' : 'Submit Cash Advance Request'}
            </Button>
          </div>
        </form>
      </CardContent>
      <div className="mx-5 border-t border-border pt-5 text-sm text-muted-foreground">
        <p className="font-medium text-foreground">Need help with your request?</p>
        <address className="mt-2 grid gap-2 not-italic sm:flex sm:flex-wrap sm:gap-x-6">
          <a
            href={telHref}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Phone className="size-4" aria-hidden="true" />
            <span className="sr-only">Call us on </span>
            {shop.telephone}
          </a>
          <span className="inline-flex items-center gap-2">
            <MapPin className="size-4" aria-hidden="true" />
            {shopAddressLine}
          </span>
        </address>
      </div>
    </Card>
  );
}
