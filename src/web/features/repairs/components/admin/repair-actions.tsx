import { ChevronDown, PoundSterling } from 'lucide-react';
import { useState } from 'react';
import {
  repairRefundMethods,
  repairStatusLabel,
  repairStatusTransitions,
  repairTitle,
  type AdminRepair,
  type RepairRefundMethod,
  type UpdateRepairInput,
} from '@shared/repairs/schemas';
import type { RepairStatus } from '@shared/repairs/values';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useUpdateRepair } from '@web/features/repairs/api/update-repair';
import { EstimateDialog } from '@web/features/repairs/components/admin/estimate-dialog';
import { BillDialog } from '@web/features/repairs/components/admin/bill-dialog';

export const UPDATED_TITLE = 'Repair Updated';
const FAILED_FALLBACK = 'Failed to update repair.';

/**
 * Per booking: set or change the estimate (a small dialog), and move the status
 * to one of the next states the shop's workflow allows. Cancelling asks first:
 * it frees the slot and cannot be undone, and gives back any money the repair
 * took (the way it was paid unless the owner chooses another way).
 */
export function RepairActions({ repair, className }: { repair: AdminRepair; className?: string }) {
  const update = useUpdateRepair();
  const [estimateOpen, setEstimateOpen] = useState(false);
  const [billOpen, setBillOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [refundMethod, setRefundMethod] = useState<RepairRefundMethod | ''>('');
  const next = repairStatusTransitions[repair.status];
  const forwards = next.filter((status) => status !== 'cancelled');
  const canCancel = next.includes('cancelled');
  const name = repair.brandModel;

  const failed = (error: unknown) =>
    toast({
      title: 'Error',
      description: errorMessage(error, FAILED_FALLBACK),
      variant: 'destructive',
    });

  const moveTo = (status: RepairStatus, change: UpdateRepairInput = { status }) =>
    update.mutate(
      { id: repair.id, change },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          toast({
            title: UPDATED_TITLE,
            description: `Status set to ${repairStatusLabel(status)}.`,
          });
        },
        onError: failed,
      },
    );

  const saveEstimate = (estimatedCost: string | null) =>
    update.mutate(
      { id: repair.id, change: { estimatedCost } },
      {
        onSuccess: () => {
          setEstimateOpen(false);
          toast({
            title: UPDATED_TITLE,
            description: estimatedCost === null ? 'Estimate removed.' : 'Estimate saved.',
          });
        },
        onError: failed,
      },
    );

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {/* A cancelled booking needs no price; every other stage may still change it. */}
      {repair.status !== 'cancelled' ? (
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => setEstimateOpen(true)}
        >
          <PoundSterling aria-hidden="true" />
          {repair.estimatedCost ? 'Edit estimate' : 'Set estimate'}{' '}
          <span className="sr-only">for {name}</span>
        </Button>
      ) : null}
      {repair.status !== 'cancelled' ? (
        <Button variant="outline" size="sm" onClick={() => setBillOpen(true)}>
          Estimate and bill <span className="sr-only">for {name}</span>
        </Button>
      ) : null}
      {next.length > 0 ? (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={update.isPending}>
              {update.isPending ? 'Updating...' : 'Update status'}{' '}
              <span className="sr-only">for {name}</span>
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move to</DropdownMenuLabel>
            {forwards.map((status) => (
              <DropdownMenuItem key={status} onSelect={() => moveTo(status)}>
                {repairStatusLabel(status)}
              </DropdownMenuItem>
            ))}
            {canCancel ? (
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => {
                  setRefundMethod('');
                  setConfirmCancel(true);
                }}
              >
                {repairStatusLabel('cancelled')}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}

      <EstimateDialog
        repair={repair}
        open={estimateOpen}
        onOpenChange={setEstimateOpen}
        onSave={saveEstimate}
        saving={update.isPending}
      />

      <BillDialog repair={repair} open={billOpen} onOpenChange={setBillOpen} />

      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Cancel this booking?</DialogTitle>
            <DialogDescription>
              {repairTitle(repair)}. The slot is freed for other customers, and a cancelled booking
              cannot be reopened. Any money it took is given back now.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`refund-method-${repair.id}`}>Give money taken back by</Label>
            <NativeSelect
              id={`refund-method-${repair.id}`}
              value={refundMethod}
              onChange={(event) => setRefundMethod(event.target.value as RepairRefundMethod | '')}
            >
              <ValueListOptions options={repairRefundMethods} placeholder="The way it was paid" />
            </NativeSelect>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep booking</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={update.isPending}
              onClick={() =>
                moveTo(
                  'cancelled',
                  refundMethod ? { status: 'cancelled', refundMethod } : { status: 'cancelled' },
                )
              }
            >
              {update.isPending ? 'Cancelling...' : 'Cancel booking'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
