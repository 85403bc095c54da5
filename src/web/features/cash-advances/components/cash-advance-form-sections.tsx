import { MapPin, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { loanLimitsHint, type LoanLimits } from '@shared/cash-advances/limits';
import {
  annualRateOfInterest,
  interestRateFor,
  representativeApr,
  type LoanRates,
} from '@shared/cash-advances/loan';
import { parsePennies } from '@shared/money-math';
import { collateralTypes, itemCategories, LOAN_TERM_DAYS } from '@shared/cash-advances/values';
import { shop, shopAddressLine, telHref } from '@shared/shop';
import { FormField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';
import { MoneyInput } from '@web/components/ui/money-input';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import { interestByTheDay } from '@web/features/cash-advances/components/loan-calculator';
import type {
  CashAdvanceFormOutput,
  CashAdvanceFormValues,
} from '@web/features/cash-advances/cash-advance-form-schema';

type SectionProps = { form: UseFormReturn<CashAdvanceFormValues, unknown, CashAdvanceFormOutput> };

function SectionTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <legend className={cn('mb-4 text-base font-semibold text-brand-950', className)}>
      {children}
    </legend>
  );
}

export function ContactDetailsSection({ form }: SectionProps) {
  return (
    <fieldset>
      <SectionTitle>Your Contact Details</SectionTitle>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField form={form} name="customerName" label="Full Name" required>
          {(control) => (
            <Input
              autoComplete="name"
              defaultValue={form.formState.defaultValues?.customerName}
              {...control}
            />
          )}
        </FormField>
        <FormField form={form} name="customerPhone" label="Phone Number" required>
          {(control) => (
            <Input type="tel" autoComplete="tel" placeholder="07XXX XXXXXX" {...control} />
          )}
        </FormField>
        <FormField
          form={form}
          name="customerEmail"
          label="Email Address"
          optional
          hint="For your confirmation and updates on your request."
          className="sm:col-span-2"
        >
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              defaultValue={form.formState.defaultValues?.customerEmail}
              {...control}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

/** "15% for gold & precious metals (195.5% a year fixed, representative 518.4% APR)". */
const rateOfClass = (rate: number, label: string) =>
  `${rate}% for ${label.toLowerCase()} (${annualRateOfInterest(rate).toFixed(1)}% a year fixed, representative ${representativeApr(rate).toFixed(1)}% APR)`;

/** What the amount asked for costs a day, once it and the rate class are set (decision 039). */
function InterestOfTheRequest({
  form,
  limits,
  rates,
}: SectionProps & { limits: LoanLimits; rates: LoanRates }) {
  const [loanAmount, collateralType] = useWatch({
    control: form.control,
    name: ['loanAmount', 'collateralType'],
  });
  const pennies = parsePennies(String(loanAmount ?? '').replace(/^£/, ''));
  if (pennies === null || pennies < limits.minPennies || pennies > limits.maxPennies) return null;
  return (
    <p className="text-sm text-muted-foreground sm:col-span-2">
      {interestByTheDay(pennies, interestRateFor(collateralType, rates))}
    </p>
  );
}

export function ItemSection({
  form,
  limits,
  rates,
}: SectionProps & { limits: LoanLimits; rates: LoanRates }) {
  return (
    <fieldset>
      <SectionTitle>Your Item</SectionTitle>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="itemDescription"
          label="Item Description"
          hint="Brand, model, condition and age help us value it."
          required
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              rows={4}
              placeholder="e.g. 18ct gold bracelet, 22 g, hallmarked, good condition, about 5 years old"
              {...control}
            />
          )}
        </FormField>
        <FormField form={form} name="itemCategory" label="Item Category" required>
          {(control) => (
            <NativeSelect
              {...control}
              onChange={(event) => {
                const previous = form.getValues('itemCategory');
                void control.onChange(event);
                // Gold is lent against as gold (15%); the customer can still change it.
                if (event.target.value === 'gold') form.setValue('collateralType', 'gold');
                else if (previous === 'gold' && form.getValues('collateralType') === 'gold')
                  form.setValue('collateralType', 'general');
              }}
            >
              <ValueListOptions options={itemCategories} placeholder="Select a category" />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          form={form}
          name="collateralType"
          label="Collateral Type"
          hint={`Interest per ${LOAN_TERM_DAYS} days, charged by the day: ${collateralTypes
            .map((type) => rateOfClass(interestRateFor(type.value, rates), type.label))
            .join('; ')}.`}
        >
          {(control) => (
            // The rates are in the hint: the closed select must show its whole choice at 360 px.
            <NativeSelect {...control}>
              <ValueListOptions options={collateralTypes} />
            </NativeSelect>
          )}
        </FormField>
        <FormField form={form} name="estimatedValue" label="Estimated Value (£)" optional>
          {(control) => <MoneyInput placeholder="0.00" {...control} />}
        </FormField>
        <FormField
          form={form}
          name="loanAmount"
          label="Requested Loan Amount (£)"
          hint={loanLimitsHint(limits)}
          required
        >
          {(control) => <MoneyInput placeholder="0.00" {...control} />}
        </FormField>
        <InterestOfTheRequest form={form} limits={limits} rates={rates} />
      </div>
    </fieldset>
  );
}

const NEXT_STEPS = [
  'Submit your request online.',
  'Bring your items to our Leeds store for a free professional appraisal.',
  'Agree the amount in the shop and take the cash the same day.',
];

export function NextSteps() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-secondary p-4 sm:p-5">
      <h3 id={headingId} className="font-semibold text-brand-950">
        Next Steps
      </h3>
      <ol className="mt-3 grid gap-2 text-sm text-secondary-foreground">
        {NEXT_STEPS.map((step, index) => (
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
  );
}

export function RequestHelp() {
  return (
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
  );
}
