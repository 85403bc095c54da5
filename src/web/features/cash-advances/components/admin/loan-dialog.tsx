import type { ReactNode } from 'react';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
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
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';

/** What each action's dialog is given by the loan page. */
export type LoanDialogProps = {
  loan: Loan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The frame of every pawn book action: a dialog holding a form, the figures
 * worked out before staff confirm, Cancel and the confirming button. Mounted
 * only while open, so each opening starts afresh.
 */
export function LoanDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  confirmLabel,
  destructive = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  pending: boolean;
  confirmLabel: string;
  destructive?: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? (
          <form
            noValidate
            className="grid gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (!pending) onSubmit();
            }}
          >
            {children}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant={destructive ? 'destructive' : 'default'}
                aria-disabled={pending}
              >
                {pending ? 'Saving...' : confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** What every action does when the server refuses it: the server's own words. */
export function toastRefusal(error: unknown) {
  toast({
    title: 'Not done',
    description: errorMessage(error, 'The shop could not be reached. Try again.'),
    variant: 'destructive',
  });
}

/** A summary of figures inside a dialog, read out when they change. */
export function WorkedFigures({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl aria-live="polite" className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
