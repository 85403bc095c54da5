import { z } from 'zod';
import { formatGBP } from '@shared/money';
import { MAX_ESTIMATED_COST_PENNIES, repairTitle, type AdminRepair } from '@shared/repairs/schemas';
import { moneyAmount } from '@shared/validation';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { MoneyInput } from '@web/components/ui/money-input';

// The server's rule (decimal(8,2), more than £0), with a plain message for an empty box.
const estimateSchema = z.object({
  estimatedCost: moneyAmount('Estimated cost', MAX_ESTIMATED_COST_PENNIES),
});
type EstimateInput = { estimatedCost: string };

type EstimateDialogProps = {
  repair: AdminRepair;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the decimal string ("89.00"), or null to clear it. */
  onSave: (estimatedCost: string | null) => void;
  saving: boolean;
};

export function EstimateDialog({
  repair,
  open,
  onOpenChange,
  onSave,
  saving,
}: EstimateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{repair.estimatedCost ? 'Change estimate' : 'Set estimate'}</DialogTitle>
          <DialogDescription>
            {repairTitle(repair)}. The customer sees the estimate with their booking.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved figure. */}
        {open ? <EstimateForm repair={repair} onSave={onSave} saving={saving} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EstimateForm({
  repair,
  onSave,
  saving,
}: Pick<EstimateDialogProps, 'repair' | 'onSave' | 'saving'>) {
  const form = useZodForm<EstimateInput, z.output<typeof estimateSchema>>({
    schema: estimateSchema,
    blankMessages: { estimatedCost: 'Estimated cost is required' },
    mode: 'onSubmit',
    defaultValues: { estimatedCost: repair.estimatedCost ?? '' },
  });

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit(({ estimatedCost }) => onSave(estimatedCost))}
    >
      <div className="grid gap-2">
        <FormField form={form} name="estimatedCost" label="Estimated cost (£)">
          {(control) => <MoneyInput min="0.01" placeholder="0.00" className="h-11" {...control} />}
        </FormField>
        {repair.estimatedCost ? (
          <p className="text-sm text-muted-foreground">
            Currently {formatGBP(repair.estimatedCost)}.
          </p>
        ) : null}
      </div>
      <DialogFooter className="sm:items-center">
        {repair.estimatedCost ? (
          <Button
            variant="ghost"
            className="text-destructive hover:bg-red-50 sm:mr-auto"
            disabled={saving}
            onClick={() => onSave(null)}
          >
            Remove estimate
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save estimate'}
        </Button>
      </DialogFooter>
    </form>
  );
}
