import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  MAX_SALE_EXPENSES,
  recordSaleSchema,
  surplusPaymentSchema,
} from '@shared/cash-advances/agreement-schemas';
import { saleStatement } from '@shared/cash-advances/ledger';
import { paymentMethods, type PaymentMethod } from '@shared/cash-advances/pawn-book-values';
import { formatGBP } from '@shared/money';
import { parsePennies } from '@shared/money-math';
import { shopAddressLine } from '@shared/shop';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { MoneyInput } from '@web/components/ui/money-input';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { usePaySurplus } from '@web/features/cash-advances/api/pay-surplus';
import { useRecordSale } from '@web/features/cash-advances/api/record-sale';
import {
  LoanDialog,
  toastRefusal,
  WorkedFigures,
  type LoanDialogProps,
} from '@web/features/cash-advances/components/admin/loan-dialog';
import { formatDay, poundsOf, toPennies } from '@web/features/cash-advances/loan-facts';

/**
 * The statement the sale would make (s.121(3)–(5)), worked out as staff type with
 * the shared maths: net proceeds (what it fetched less the costs, line by line)
 * against what is owed today, and the surplus the shop would owe the customer or
 * the shortfall. The server works it out again.
 */
export function saleOutcome(
  owed: number,
  proceeds: string,
  expenses: readonly string[],
): [string, string][] | string {
  const proceedsPennies = parsePennies(proceeds);
  if (proceedsPennies === null || proceedsPennies <= 0) return 'Enter what it sold for.';
  const costs = expenses.map((amount) => (amount.trim() === '' ? 0 : parsePennies(amount)));
  if (costs.some((pennies) => pennies === null)) return 'Enter the costs of the sale.';
  const expensesPennies = costs.reduce<number>((sum, pennies) => sum + (pennies ?? 0), 0);
  const statement = saleStatement(proceedsPennies, expensesPennies, owed);
  const rows: [string, string][] = [];
  if (expenses.length > 0) rows.push(['Costs in total', poundsOf(expensesPennies)]);
  rows.push(['Net proceeds', poundsOf(proceedsPennies - expensesPennies)]);
  rows.push(['Owed today', poundsOf(owed)]);
  if (statement.surplus > 0)
    rows.push(['Surplus owed to the customer', poundsOf(statement.surplus)]);
  else if (statement.shortfall > 0) rows.push(['Shortfall', poundsOf(statement.shortfall)]);
  else rows.push(['Surplus or shortfall', 'None']);
  return rows;
}

type SaleValues = {
  proceeds: string;
  expenses: { description: string; amount: string }[];
  salePremises: string;
  method: PaymentMethod;
};

/**
 * A sale in the shop, from the day the notice allows: what it fetched, what
 * the sale cost line by line (the pawn records keep them itemised), and where
 * it was sold when not at the shop. Shows what is owed today and works the
 * statement out live.
 */
export function RecordSaleDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const record = useRecordSale();
  const owed = toPennies(loan.balance);
  const form = useZodForm<SaleValues, z.output<typeof recordSaleSchema>>({
    schema: recordSaleSchema,
    blankMessages: { proceeds: 'Sale price is required' },
    mode: 'onSubmit',
    defaultValues: { proceeds: '', expenses: [], salePremises: '', method: 'cash' },
  });
  const lines = useFieldArray({ control: form.control, name: 'expenses' });
  const [proceeds, expenses] = useWatch({ control: form.control, name: ['proceeds', 'expenses'] });
  const outcome = saleOutcome(
    owed,
    proceeds,
    expenses.map((line) => line.amount),
  );
  const before: [string, string][] = [['Owed today', formatGBP(loan.balance)]];
  if (loan.noticeOfSale) before.push(['Asking price', formatGBP(loan.noticeOfSale.askingPrice)]);
  const linesError =
    form.formState.errors.expenses?.root?.message ?? form.formState.errors.expenses?.message;

  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record the sale"
      description={`${loan.agreementNumber}: a sale today. The statement of the sale goes to the customer at once. A sale on the marketplace is recorded by itself when its order is delivered or collected.`}
      pending={record.isPending}
      confirmLabel="Record sale"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          record.mutate(
            { id: loan.id, input },
            {
              onSuccess: (answer) => {
                const statement = answer.saleStatement;
                toast({
                  title: 'Sale Recorded',
                  description:
                    statement && toPennies(statement.surplus) > 0
                      ? `A surplus of ${formatGBP(statement.surplus)} is owed to the customer: pay it from this page.`
                      : statement && toPennies(statement.shortfall) > 0
                        ? `A shortfall of ${formatGBP(statement.shortfall)}.`
                        : 'No surplus or shortfall.',
                });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <WorkedFigures rows={before} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="proceeds" label="Sale price (£)" required>
          {(control) => <MoneyInput min="0.01" {...control} />}
        </FormField>
        <FormField form={form} name="method" label="Paid by">
          {(control) => (
            <NativeSelect {...control}>
              <ValueListOptions options={paymentMethods} />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          form={form}
          name="salePremises"
          label="Sold at"
          optional
          hint={`Leave blank for a sale at the shop (${shopAddressLine}); otherwise the auctioneer’s or premises’ postal address.`}
          className="sm:col-span-2"
        >
          {(control) => <Input maxLength={500} autoComplete="off" {...control} />}
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Costs of the sale</legend>
        <p className="text-sm text-muted-foreground">
          Only reasonable costs of selling it, one line each (none if there were none).
        </p>
        {lines.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_10rem]"
          >
            <FormField
              form={form}
              name={`expenses.${index}.description`}
              label={`Cost ${index + 1}`}
              required
            >
              {(control) => <Input maxLength={200} placeholder="e.g. Valuation" {...control} />}
            </FormField>
            <FormField form={form} name={`expenses.${index}.amount`} label="Amount (£)" required>
              {(control) => <MoneyInput min="0" {...control} />}
            </FormField>
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start text-destructive"
              onClick={() => lines.remove(index)}
            >
              <Trash2 aria-hidden="true" />
              Remove cost {index + 1}
            </Button>
          </div>
        ))}
        {linesError ? <p className="text-sm text-destructive">{linesError}</p> : null}
        {lines.fields.length < MAX_SALE_EXPENSES ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => lines.append({ description: '', amount: '' })}
          >
            <Plus aria-hidden="true" />
            Add a cost
          </Button>
        ) : null}
      </fieldset>
      {typeof outcome === 'string' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {outcome}
        </p>
      ) : (
        <WorkedFigures rows={outcome} />
      )}
    </LoanDialog>
  );
}

/** The surplus of a sale, paid to the customer (their photo ID checked): the loan is settled. */
export function SurplusPaymentDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const pay = usePaySurplus();
  const form = useZodForm<{ method: PaymentMethod }, z.output<typeof surplusPaymentSchema>>({
    schema: surplusPaymentSchema,
    mode: 'onSubmit',
    defaultValues: { method: 'cash' },
  });
  const statement = loan.saleStatement;
  const rows: [string, string][] = [['Surplus owed', formatGBP(loan.surplusOwed)]];
  if (statement) rows.push(['Sold on', formatDay(statement.saleDate)]);

  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pay the surplus"
      description={`${loan.agreementNumber}: the sale fetched more than was owed, and the difference is ${loan.customerName ?? 'the customer'}’s. Check their photo ID, pay it, then record how.`}
      pending={pay.isPending}
      confirmLabel="Record surplus paid"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          pay.mutate(
            { id: loan.id, method: input.method },
            {
              onSuccess: () => {
                toast({ title: 'Surplus Paid', description: 'The loan is settled.' });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <WorkedFigures rows={rows} />
      <FormField form={form} name="method" label="Method">
        {(control) => (
          <NativeSelect {...control}>
            <ValueListOptions options={paymentMethods} />
          </NativeSelect>
        )}
      </FormField>
    </LoanDialog>
  );
}
