import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  activateCashAdvanceSchema,
  dateOfBirthProblem,
  MAX_PLEDGED_ITEMS,
  NOTICE_EMAIL_REQUIRED,
} from '@shared/cash-advances/agreement-schemas';
import { earliestStartDate, termEndFrom } from '@shared/cash-advances/ledger';
import { computeRepayment, type LoanRates } from '@shared/cash-advances/loan';
import {
  collateralProblem,
  collateralTypes,
  itemCategories,
  LOAN_TERM_DAYS,
  type CollateralType,
  type ItemCategory,
} from '@shared/cash-advances/values';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { daysBetween, parseYmd, todayInLondon } from '@shared/repairs/dates';
import { FormField } from '@web/components/form/form-field';
import { zodFormResolver } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { MoneyInput } from '@web/components/ui/money-input';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { useLoanRates } from '@web/lib/chrome-data';
import { toast } from '@web/components/ui/use-toast';
import { preContractInformationUrl } from '@web/features/cash-advances/api/get-admin-cash-advance';
import { useActivateCashAdvance } from '@web/features/cash-advances/api/activate-cash-advance';
import {
  LoanDialog,
  type LoanDialogProps,
  toastRefusal,
  WorkedFigures,
} from '@web/features/cash-advances/components/admin/loan-dialog';
import { formatDay } from '@web/features/cash-advances/loan-facts';

type ItemValues = {
  description: string;
  category: ItemCategory | '';
  serialNumber: string;
  storageLocation: string;
};
type ActivateValues = {
  loanAmount: string;
  startDate: string;
  idChecked: boolean;
  items: ItemValues[];
  dateOfBirth: string;
  address: string;
  collateralType: CollateralType;
  /** The customer agrees to receive notices by email (s.176A), at noticeEmail. */
  noticesByEmail: boolean;
  noticeEmail: string;
};
type ActivateInput = z.output<typeof activateCashAdvanceSchema>;

const schemaResolver = zodFormResolver<ActivateValues, ActivateInput>(activateCashAdvanceSchema, {
  loanAmount: 'Loan amount is required',
});

/**
 * The shared schema's resolver, and its date-of-birth check even while another
 * field is wrong: the schema checks the age against the start date only once
 * every field parses, and staff should see every message at once.
 */
const activateResolver: Resolver<ActivateValues, unknown, ActivateInput> = async (
  values,
  context,
  options,
) => {
  // An address for notices counts only when the customer agreed to them (the field is hidden).
  const sent = values.noticesByEmail ? values : { ...values, noticeEmail: '' };
  const result = await schemaResolver(sent, context, options);
  const errors = result.errors as FieldErrors<ActivateValues>;
  if (Object.keys(errors).length > 0 && !errors.dateOfBirth) {
    const onDate = values.startDate.trim() || todayInLondon();
    const problem = dateOfBirthProblem(values.dateOfBirth.trim(), onDate);
    if (problem) errors.dateOfBirth = { type: 'custom', message: problem };
  }
  if (
    Object.keys(errors).length > 0 &&
    !errors.noticeEmail &&
    values.noticesByEmail &&
    !values.noticeEmail.trim()
  ) {
    errors.noticeEmail = { type: 'custom', message: NOTICE_EMAIL_REQUIRED };
  }
  return result;
};

/** Under the start date: a date in the past marks the agreement as made on paper, entered later. */
function startDateHint(startDate: string): string {
  const today = todayInLondon();
  return parseYmd(startDate) && daysBetween(startDate, today) > 0
    ? `Entered later: the agreement was made on paper on ${formatDay(startDate)}.`
    : 'Today, or the date on paper (up to five years back).';
}

const pounds = (pennies: number) => formatGBP(penniesToDecimal(pennies));

/** What the agreement will say, worked out as staff type (the server works it out again). */
function agreementFigures(
  values: Pick<ActivateValues, 'loanAmount' | 'startDate' | 'collateralType'>,
  /** The shop's rates now (RATE_GOLD, RATE_GENERAL): the agreement is made at them. */
  rates: LoanRates,
) {
  const pennies = parsePennies(values.loanAmount);
  if (pennies === null || pennies <= 0) return [];
  const repayment = computeRepayment(pennies, values.collateralType, rates);
  const rows: [string, string][] = [
    ['Loan', pounds(repayment.loanPennies)],
    [
      `Charge (${repayment.ratePercent}% for ${LOAN_TERM_DAYS} days)`,
      pounds(repayment.interestPennies),
    ],
    ['Total to repay', pounds(repayment.totalPennies)],
  ];
  if (/^\d{4}-\d{2}-\d{2}$/.test(values.startDate)) {
    // 28 days on, or the next opening day (decision 028).
    rows.push(['Due', formatDateUK(`${termEndFrom(values.startDate)}T12:00:00Z`)]);
  }
  return rows;
}

/**
 * Start the agreement made in the shop: the agreed amount (it may differ from the
 * request), the items pledged, the ID check, the customer's date of birth (18 or
 * over) and address, and the start date (today, or up to five years back for an
 * agreement already made on paper, marked as entered later).
 */
export function ActivateDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const activate = useActivateCashAdvance();
  const today = todayInLondon();
  const form = useForm<ActivateValues, unknown, ActivateInput>({
    resolver: activateResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      dateOfBirth: loan.dateOfBirth ?? '',
      address: loan.address ?? '',
      loanAmount: loan.offerAmount ?? loan.requestedAmount,
      startDate: today,
      // The request's rate class, unless it does not suit the item.
      collateralType: collateralProblem(loan.itemCategory, loan.collateralType)
        ? 'general'
        : (loan.collateralType as CollateralType),
      idChecked: false,
      // Notices come by post unless the customer agrees to email, at the address they choose.
      noticesByEmail: false,
      noticeEmail: loan.customerEmail ?? '',
      items: [
        {
          description: loan.itemDescription.slice(0, 500),
          category: loan.itemCategory as ItemCategory,
          serialNumber: '',
          storageLocation: '',
        },
      ],
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const [loanAmount, startDate, collateralType, noticesByEmail] = useWatch({
    control: form.control,
    name: ['loanAmount', 'startDate', 'collateralType', 'noticesByEmail'],
  });
  // Gold and precious metals only for a Gold or Jewellery item (the request's category).
  const goldAllowed = collateralProblem(loan.itemCategory, 'gold') === null;
  const rates = useLoanRates();
  const itemsError =
    form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;

  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Start the agreement"
      description={`${loan.agreementNumber}, ${loan.customerName ?? 'Guest'}: record the loan agreed in the shop, after giving the customer the pre-contract information (printed from this page). Rate, total and due date are worked out from the amount and the start date.`}
      pending={activate.isPending}
      confirmLabel="Start agreement"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          activate.mutate(
            { id: loan.id, input },
            {
              onSuccess: () => {
                toast({
                  title: 'Agreement Started',
                  description: 'The receipt is ready to print.',
                });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="loanAmount" label="Agreed loan (£)" required>
          {(control) => <MoneyInput min="0.01" {...control} />}
        </FormField>
        <FormField form={form} name="startDate" label="Start date" hint={startDateHint(startDate)}>
          {(control) => <Input type="date" min={earliestStartDate()} max={today} {...control} />}
        </FormField>
        <FormField form={form} name="dateOfBirth" label="Date of birth" required>
          {(control) => <Input type="date" min="1900-01-01" max={today} {...control} />}
        </FormField>
        <FormField
          form={form}
          name="address"
          label="Customer’s address"
          required
          hint="As on their ID or a recent bill: it goes on the agreement."
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={3} maxLength={500} autoComplete="off" {...control} />}
        </FormField>
      </div>
      <FormField
        form={form}
        name="collateralType"
        label="Rate class"
        hint={
          goldAllowed
            ? 'Gold & Precious Metals only once you have confirmed the metal.'
            : 'General Goods: this item is not Gold or Jewellery.'
        }
      >
        {(control) => (
          <NativeSelect {...control}>
            {collateralTypes.map((type) => (
              <option
                key={type.value}
                value={type.value}
                disabled={type.value === 'gold' && !goldAllowed}
              >
                {type.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <WorkedFigures rows={agreementFigures({ loanAmount, startDate, collateralType }, rates)} />
      {parsePennies(loanAmount) ? (
        <p className="text-sm">
          <a
            href={preContractInformationUrl(loan.id, loanAmount.trim())}
            target="_blank"
            rel="noopener"
            className="font-medium underline underline-offset-4"
          >
            Pre-contract information for this amount (PDF)
          </a>
        </p>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Items pledged</legend>
        {items.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
          >
            <FormField
              form={form}
              name={`items.${index}.description`}
              label={`Item ${index + 1}`}
              className="sm:col-span-2"
              required
            >
              {(control) => <Input maxLength={500} {...control} />}
            </FormField>
            <FormField form={form} name={`items.${index}.category`} label="Category" required>
              {(control) => (
                <NativeSelect {...control}>
                  <ValueListOptions options={itemCategories} placeholder="Select a category" />
                </NativeSelect>
              )}
            </FormField>
            <FormField
              form={form}
              name={`items.${index}.serialNumber`}
              label="Serial or hallmark"
              optional
            >
              {(control) => <Input maxLength={100} {...control} />}
            </FormField>
            <FormField form={form} name={`items.${index}.storageLocation`} label="Kept at" optional>
              {(control) => (
                <Input maxLength={100} placeholder="e.g. Safe B, tray 3" {...control} />
              )}
            </FormField>
            {items.fields.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-end justify-self-end text-destructive"
                onClick={() => items.remove(index)}
              >
                <Trash2 aria-hidden="true" />
                Remove item {index + 1}
              </Button>
            ) : null}
          </div>
        ))}
        {itemsError ? <p className="text-sm text-destructive">{itemsError}</p> : null}
        {items.fields.length < MAX_PLEDGED_ITEMS ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              items.append({ description: '', category: '', serialNumber: '', storageLocation: '' })
            }
          >
            <Plus aria-hidden="true" />
            Add item
          </Button>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Notices</legend>
        <FormField
          form={form}
          name="noticesByEmail"
          label="The customer agrees to receive notices by email"
          hint={
            noticesByEmail
              ? 'A notice of sale is emailed to this address and counts from the day it is sent.'
              : 'Ask the customer. Without their agreement a notice of sale is a letter, and counts only once it is posted (from the second working day after posting).'
          }
        >
          {(control) => <input type="checkbox" className="size-5 accent-primary" {...control} />}
        </FormField>
        {noticesByEmail ? (
          <FormField form={form} name="noticeEmail" label="Email for notices" required>
            {(control) => <Input type="email" maxLength={254} autoComplete="off" {...control} />}
          </FormField>
        ) : null}
      </fieldset>
      <FormField form={form} name="idChecked" label="I have checked the customer’s photo ID">
        {(control) => <input type="checkbox" className="size-5 accent-primary" {...control} />}
      </FormField>
    </LoanDialog>
  );
}
