/**
 * The desk's steps after the work (issue 30, decision 027): book a warranty
 * claim on a collected repair and accept or refuse a claim with a reason;
 * give the uncollected goods notice (owners) and print its letter; after the
 * date the notice names, make the device a draft product and record its sale,
 * accounted for to the customer. The server decides every rule and date; the
 * screen says what it answered (the dialog's form message).
 */
import { useState } from 'react';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import type { AdminRepairAccount } from '@shared/repairs/bill-schemas';
import { daysBetween, todayInLondon } from '@shared/repairs/dates';
import { noticeFrom } from '@shared/repairs/estimates';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { noticeLetterHref, type DeskBillAction } from '@web/features/repairs/api/desk-repair-bill';

type Go = (step: DeskBillAction) => void;

export const CLAIM_BOOKED = 'Warranty claim booked for today: find it in today’s bookings.';
export const warrantyDecisionText = (decision: 'accepted' | 'refused', reason: string | null) =>
  decision === 'accepted'
    ? 'Warranty claim accepted: repaired free of charge.'
    : `Warranty claim refused: ${reason ?? ''}`;

/** A collected repair under warranty: book a claim, a new booking linked to it. */
export function WarrantyClaimBooking({
  account,
  go,
  busy,
  booked,
}: {
  account: AdminRepairAccount;
  go: Go;
  busy: boolean;
  booked: boolean;
}) {
  const [problem, setProblem] = useState('');
  if (account.status !== 'collected' || !account.warrantyUntil) return null;
  return (
    <section className="grid gap-2 border-t border-border pt-4" aria-label="Warranty claim">
      <Label htmlFor="claim-problem">Warranty claim: what is wrong now?</Label>
      <Textarea
        id="claim-problem"
        rows={2}
        value={problem}
        onChange={(e) => setProblem(e.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => go({ kind: 'claim', problemDescription: problem })}
        >
          Book a warranty claim
        </Button>
        {booked ? <p role="status">{CLAIM_BOOKED}</p> : null}
      </div>
    </section>
  );
}

/** A claim's decision: accept (free of charge) or refuse with a reason. */
export function WarrantyDecision({
  account,
  go,
  busy,
}: {
  account: AdminRepairAccount;
  go: Go;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const claim = account.warrantyClaim;
  if (!account.warrantyClaimOf || !claim) return null;
  return (
    <section className="grid gap-2 border-t border-border pt-4" aria-label="Warranty decision">
      <p className="font-semibold">Warranty claim</p>
      {claim.decision ? (
        <p role="status">{warrantyDecisionText(claim.decision, claim.reason)}</p>
      ) : (
        <>
          <Label htmlFor="warranty-reason">Reason (needed to refuse)</Label>
          <Input
            id="warranty-reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              onClick={() => go({ kind: 'warranty', decision: 'accepted', reason })}
            >
              Accept claim
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => go({ kind: 'warranty', decision: 'refused', reason })}
            >
              Refuse claim
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * A device left behind: the notice from 90 days after ready (owners give it),
 * its letter, and after its date the draft product and the sale.
 */
export function UncollectedDevice({
  repairId,
  account,
  go,
  busy,
}: {
  repairId: string;
  account: AdminRepairAccount;
  go: Go;
  busy: boolean;
}) {
  const { isOwner } = useStaffRole();
  const [proceeds, setProceeds] = useState('');
  const [costs, setCosts] = useState('');
  const notice = account.uncollectedNotice;
  if (account.status !== 'ready' || !account.readyAt) return null;
  const today = todayInLondon();
  const from = noticeFrom(todayInLondon(new Date(account.readyAt)));
  const mayGive = daysBetween(today, from) <= 0;
  const maySell = notice !== null && daysBetween(today, notice.saleAfter) <= 0;

  return (
    <section className="grid gap-3 border-t border-border pt-4" aria-label="Uncollected device">
      <p className="font-semibold">Uncollected device</p>
      {notice ? (
        <>
          <p>
            Notice given on {formatDateUK(todayInLondon(new Date(notice.givenAt)))}: the device may
            be sold on or after {formatDateUK(notice.saleAfter)}. Post the letter by recorded
            delivery.
          </p>
          {isOwner ? (
            <a className="text-sm font-semibold underline" href={noticeLetterHref(repairId)}>
              Print the notice letter (PDF)
            </a>
          ) : null}
        </>
      ) : isOwner ? (
        <div className="grid justify-items-start gap-1">
          <Button
            size="sm"
            variant="outline"
            disabled={busy || !mayGive}
            onClick={() => go({ kind: 'notice' })}
          >
            Send the uncollected goods notice
          </Button>
          <p className="text-sm text-muted-foreground">
            {mayGive
              ? 'Emails the customer and gives you the letter to print, with the amount owed and the date after which the device may be sold.'
              : `Can be given from ${formatDateUK(from)}, 90 days after the device was ready.`}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          The uncollected goods notice can be given by an owner from {formatDateUK(from)}.
        </p>
      )}
      {maySell && isOwner ? (
        <div className="grid gap-3">
          {account.productId ? (
            <p className="text-sm">The device is a draft product: set its price and list it.</p>
          ) : (
            <div>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => go({ kind: 'product' })}
              >
                Make it a draft product
              </Button>
            </div>
          )}
          {account.sale ? (
            <p role="status">
              Sold for {formatGBP(account.sale.proceeds)} less {formatGBP(account.sale.costs)}{' '}
              costs: {formatGBP(account.sale.dueToCustomer)} is due to the customer.
            </p>
          ) : (
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor="sale-proceeds">Sold for (£)</Label>
                <Input
                  id="sale-proceeds"
                  inputMode="decimal"
                  value={proceeds}
                  onChange={(e) => setProceeds(e.target.value)}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="sale-costs">Costs of sale (£)</Label>
                <Input
                  id="sale-costs"
                  inputMode="decimal"
                  value={costs}
                  onChange={(e) => setCosts(e.target.value)}
                />
              </div>
              <Button
                size="sm"
                disabled={busy}
                onClick={() => go({ kind: 'sale', proceeds, costsOfSale: costs })}
              >
                Record the sale
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
