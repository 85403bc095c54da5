/**
 * The estimate to answer, the bill and the warranty on the tracking page
 * (issue 30): "Approve" and "Decline" while the estimate waits for an answer;
 * the invoice once there is a bill, and "Pay online" for its balance when the
 * shop takes card payments online and the device is ready; the warranty date
 * after collection.
 */
import { FileText, ShieldCheck } from 'lucide-react';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import type { BillLineDto, RepairAccount } from '@shared/repairs/bill-schemas';
import { estimateMessages } from '@shared/repairs/estimate-messages';
import { errorMessage } from '@web/lib/api-client';
import { Button } from '@web/components/ui/button';
import { useAnswerRepairEstimate } from '@web/features/repairs/api/answer-repair-estimate';
import { useOnlinePayments } from '@web/features/payments/api/get-online-payments';
import { PayRepairOnline } from '@web/features/repairs/components/pay-repair-online';

function Lines({ lines, total, label }: { lines: BillLineDto[]; total: string; label: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{label}</caption>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-border">
            <td className="py-1.5 pr-2">
              {line.description}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </td>
            <td className="py-1.5 text-right tabular-nums">{formatGBP(line.total)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-1.5 text-left font-semibold">
            Total
          </th>
          <td className="py-1.5 text-right font-semibold tabular-nums">{formatGBP(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function RepairBill({
  code,
  account,
  paying = false,
}: {
  code: string;
  account: RepairAccount;
  /** A card payment is on its way (back from the payment page): no second one. */
  paying?: boolean;
}) {
  const answer = useAnswerRepairEstimate(code);
  const onlinePayments = useOnlinePayments();
  const { estimate, bill } = account;
  const payable =
    onlinePayments && !paying && account.status === 'ready' && bill && bill.balance !== '0.00';
  return (
    <>
      {estimate && estimate.state !== 'draft' ? (
        <section
          aria-labelledby="repair-estimate"
          className="grid gap-3 border-t border-border pt-5"
        >
          <h3 id="repair-estimate" className="font-semibold">
            {estimate.version > 1 ? 'Your revised estimate' : 'Your estimate'}
          </h3>
          <Lines lines={estimate.lines} total={estimate.total} label="Estimate lines" />
          {estimate.state === 'sent' ? (
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground">
                We start the work once you approve. If you decline, we charge{' '}
                {formatGBP(estimate.diagnosticFee)} for the diagnosis and you collect your device
                not repaired.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button disabled={answer.isPending} onClick={() => answer.mutate('approve')}>
                  Approve
                </Button>
                <Button
                  variant="outline"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate('decline')}
                >
                  Decline
                </Button>
              </div>
              {answer.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(answer.error, 'Your answer could not be sent. Please try again.')}
                </p>
              ) : null}
            </div>
          ) : (
            <p role="status">
              {estimate.state === 'approved'
                ? estimateMessages.approved
                : estimateMessages.declined}
            </p>
          )}
        </section>
      ) : null}
      {bill ? (
        <section
          aria-labelledby="repair-invoice"
          className="grid gap-3 border-t border-border pt-5"
        >
          <h3 id="repair-invoice" className="font-semibold">
            Your bill
          </h3>
          <p className="tabular-nums">
            Total {formatGBP(bill.total)} · Paid {formatGBP(bill.paid)} · To pay{' '}
            {formatGBP(bill.balance)}
          </p>
          {payable ? <PayRepairOnline code={code} balance={bill.balance} /> : null}
          <a
            href={`/api/track/${encodeURIComponent(code)}/invoice.pdf`}
            className="inline-flex items-center gap-2 font-semibold underline underline-offset-4"
          >
            <FileText className="size-5" aria-hidden="true" />
            Download the invoice (PDF)
          </a>
        </section>
      ) : null}
      {account.warrantyUntil ? (
        <p className="flex items-center gap-2 border-t border-border pt-5 font-medium">
          <ShieldCheck className="size-5 text-gold-600" aria-hidden="true" />
          Warranty until {formatDateUK(account.warrantyUntil)}
        </p>
      ) : null}
    </>
  );
}
