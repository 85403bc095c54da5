import { CheckCircle2 } from 'lucide-react';
import type { CashAdvance } from '@shared/cash-advances/schemas';
import { formatGBP } from '@shared/money';
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

export const MARK_PROCESSED_QUESTION = 'Mark this request as processed?';

/**
 * "Mark as Processed" asks first and says what it does: the request leaves the
 * active list for the Processed tab, and the page cannot move it back.
 */
export function MarkProcessedDialog({
  request,
  onConfirm,
  onCancel,
}: {
  /** The request to confirm, or null when the dialog is closed. */
  request: CashAdvance | null;
  onConfirm: (request: CashAdvance) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{MARK_PROCESSED_QUESTION}</DialogTitle>
          <DialogDescription>
            {request
              ? `The request from ${request.customerName ?? 'a guest'} for ${formatGBP(request.loanAmount)} moves from Active Requests to the Processed tab, and its customer's outstanding total no longer counts it. This cannot be undone from this page.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => request && onConfirm(request)}>
            <CheckCircle2 aria-hidden="true" />
            Mark as Processed
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
