/**
 * The desk's estimate and bill of one repair (issue 30): write the lines,
 * send the estimate, record an approval given on the phone, take the payment
 * and hand the device back, and print the invoice; then the warranty and the
 * device left behind (after-care.tsx). The server decides every
 * rule; this screen says what it answered.
 */
import { useState } from 'react';
import { formatGBP } from '@shared/money';
import type { AdminRepairAccount } from '@shared/repairs/bill-schemas';
import {
  estimateLineKinds,
  repairPaymentMethods,
  type RepairPaymentMethod,
} from '@shared/repairs/estimates';
import { repairTitle, type AdminRepair } from '@shared/repairs/schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { errorMessage } from '@web/lib/api-client';
import {
  useDeskBillAction,
  useDeskRepairAccount,
  type DeskBillAction,
} from '@web/features/repairs/api/desk-repair-bill';
import {
  UncollectedDevice,
  WarrantyClaimBooking,
  WarrantyDecision,
} from '@web/features/repairs/components/admin/after-care';

type Draft = { kind: string; description: string; quantity: string; unitPrice: string };
const emptyLine: Draft = { kind: 'part', description: '', quantity: '1', unitPrice: '' };

export const ESTIMATE_STATE_TEXT: Record<string, string> = {
  draft: 'Draft: not sent yet',
  sent: 'Sent: waiting for the customer',
  approved: 'Approved',
  declined: 'Declined: ready to collect, not repaired',
};

export function BillDialog({
  repair,
  open,
  onOpenChange,
}: {
  repair: AdminRepair;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const account = useDeskRepairAccount(repair.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Estimate and bill</DialogTitle>
          <DialogDescription>{repairTitle(repair)}</DialogDescription>
        </DialogHeader>
        {open && account.data ? (
          // A new bill (its status or balance moved) starts the forms from its figures.
          <BillPanel
            key={`${account.data.status}:${account.data.bill?.balance ?? ''}:${account.data.estimate?.state ?? ''}`}
            repairId={repair.id}
            account={account.data}
          />
        ) : null}
        {account.isPending && open ? <p>Loading...</p> : null}
      </DialogContent>
    </Dialog>
  );
}

function BillPanel({ repairId, account }: { repairId: string; account: AdminRepairAccount }) {
  const action = useDeskBillAction(repairId);
  const [lines, setLines] = useState<Draft[]>(
    account.estimate?.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: line.unitPrice,
    })) ?? [emptyLine],
  );
  const [approvedBy, setApprovedBy] = useState('');
  const [amount, setAmount] = useState(account.bill?.balance ?? '');
  const [method, setMethod] = useState<RepairPaymentMethod>('card');
  // One key per payment form: a double click or a retry sends the same payment once.
  const [payKey, setPayKey] = useState(() => crypto.randomUUID());
  const [claimBooked, setClaimBooked] = useState(false);
  const go = (step: DeskBillAction) =>
    action.mutate(step, {
      onSuccess: () => {
        if (step.kind === 'pay') setPayKey(crypto.randomUUID());
        if (step.kind === 'claim') setClaimBooked(true);
      },
    });
  const edit = (index: number, field: keyof Draft, value: string) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  const state = account.estimate?.state;
  const canEdit = account.status === 'scheduled' || account.status === 'in_progress';

  return (
    <div className="grid gap-5">
      <section className="grid gap-3" aria-label="Estimate lines">
        <p className="font-semibold">
          Estimate{state ? `: ${ESTIMATE_STATE_TEXT[state]}` : ''}
          {account.estimate ? ` (${formatGBP(account.estimate.total)})` : ''}
        </p>
        {lines.map((line, index) => (
          <div key={index} className="grid grid-cols-2 gap-2 sm:grid-cols-[7rem_1fr_4rem_6rem]">
            <NativeSelect
              aria-label={`Line ${index + 1} kind`}
              value={line.kind}
              disabled={!canEdit}
              onChange={(e) => edit(index, 'kind', e.target.value)}
            >
              {estimateLineKinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </NativeSelect>
            <Input
              aria-label={`Line ${index + 1} description`}
              value={line.description}
              disabled={!canEdit}
              onChange={(e) => edit(index, 'description', e.target.value)}
            />
            <Input
              aria-label={`Line ${index + 1} quantity`}
              inputMode="numeric"
              value={line.quantity}
              disabled={!canEdit}
              onChange={(e) => edit(index, 'quantity', e.target.value)}
            />
            <Input
              aria-label={`Line ${index + 1} unit price`}
              inputMode="decimal"
              value={line.unitPrice}
              disabled={!canEdit}
              onChange={(e) => edit(index, 'unitPrice', e.target.value)}
            />
          </div>
        ))}
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setLines((all) => [...all, emptyLine])}
            >
              Add line
            </Button>
            <Button
              size="sm"
              disabled={action.isPending}
              onClick={() =>
                go({
                  kind: 'lines',
                  lines: lines.map((line) => ({
                    kind: line.kind as 'part',
                    description: line.description,
                    quantity: Number(line.quantity),
                    unitPrice: line.unitPrice,
                  })),
                })
              }
            >
              Save lines
            </Button>
            {state === 'draft' ? (
              <Button size="sm" disabled={action.isPending} onClick={() => go({ kind: 'send' })}>
                Send estimate
              </Button>
            ) : null}
          </div>
        ) : null}
        {state === 'sent' ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor="approved-by">Approved on the phone by</Label>
              <Input
                id="approved-by"
                value={approvedBy}
                onChange={(e) => setApprovedBy(e.target.value)}
              />
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() => go({ kind: 'phone', approvedBy })}
            >
              Record phone approval
            </Button>
          </div>
        ) : null}
        {account.decidedBy ? (
          <p className="text-sm text-muted-foreground">Answered by {account.decidedBy}</p>
        ) : null}
      </section>

      {account.bill ? (
        <section className="grid gap-3 border-t border-border pt-4" aria-label="Bill">
          <p className="font-semibold tabular-nums">
            Bill {formatGBP(account.bill.total)} · Paid {formatGBP(account.bill.paid)} · To pay{' '}
            {formatGBP(account.bill.balance)}
          </p>
          <a
            className="text-sm font-semibold underline"
            href={`/api/admin/repairs/${encodeURIComponent(repairId)}/invoice.pdf`}
          >
            Print the invoice (PDF)
          </a>
          {account.status === 'ready' ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor="pay-amount">Amount (£)</Label>
                <Input
                  id="pay-amount"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="pay-method">Method</Label>
                <NativeSelect
                  id="pay-method"
                  value={method}
                  onChange={(e) => setMethod(e.target.value as RepairPaymentMethod)}
                >
                  {repairPaymentMethods.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button
                size="sm"
                disabled={action.isPending}
                onClick={() => go({ kind: 'pay', amount, method, handOver: true, key: payKey })}
              >
                Take payment and hand over
              </Button>
            </div>
          ) : null}
          {account.status === 'collected' && account.warrantyUntil ? (
            <p role="status">Collected. Warranty until {account.warrantyUntil}.</p>
          ) : null}
        </section>
      ) : null}
      <WarrantyDecision account={account} go={go} busy={action.isPending} />
      <WarrantyClaimBooking
        account={account}
        go={go}
        busy={action.isPending}
        booked={claimBooked}
      />
      <UncollectedDevice repairId={repairId} account={account} go={go} busy={action.isPending} />
      {action.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(action.error, 'That did not work. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
