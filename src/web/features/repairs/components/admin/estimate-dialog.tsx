import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatGBP } from '@shared/money';
import { MAX_ESTIMATED_COST_PENNIES, repairTitle, type AdminRepair } from '@shared/repairs/schemas';
import { moneyAmount } from '@shared/validation';
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
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

// The server's rule (decimal(8,2), more than £0), with a plain message for an empty box.
const serverRule = moneyAmount('Estimated cost', MAX_ESTIMATED_COST_PENNIES);
const estimateSchema = z.object({
  estimatedCost: z
    .string()
    .trim()
    .min(1, 'Estimated cost is required')
    .transform((value, context) => {
      const result = serverRule.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message });
      }
      return z.NEVER;
    }),
});
type EstimateInput = z.input<typeof estimateSchema>;
type EstimateOutput = z.output<typeof estimateSchema>;

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
  const id = useId();
  const errorId = `${id}-error`;
  const form = useForm<EstimateInput, unknown, EstimateOutput>({
    resolver: zodResolver(estimateSchema),
    defaultValues: { estimatedCost: repair.estimatedCost ?? '' },
  });
  const error = form.formState.errors.estimatedCost?.message;

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit(({ estimatedCost }) => onSave(estimatedCost))}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>Estimated cost (£)</Label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
          >
            £
          </span>
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            placeholder="0.00"
            className="h-11 pl-7 tabular-nums"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...form.register('estimatedCost')}
          />
        </div>
        {error ? (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}
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
