import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatGBP } from '@shared/money';
import { parsePennies } from '@shared/money-math';
import { OnlineCharge } from '@web/components/payments/online-charge';
import { Button } from '@web/components/ui/button';
import { usePayRepairOnline } from '@web/features/repairs/api/pay-repair-online';
import { errorMessage } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const PAY_ONLINE = 'Pay online';

/**
 * "Pay online" on the tracking page (issue 30): the bill's balance, charged on
 * the provider's hosted page. The server works the balance out again; if it
 * differs from the figure shown (paid in the shop meanwhile), the customer is
 * told and the page reloads, not sent to pay.
 */
export function PayRepairOnline({ code, balance }: { code: string; balance: string }) {
  const queryClient = useQueryClient();
  const pay = usePayRepairOnline(code);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = pay.isPending || leaving;

  const start = () => {
    if (busy) return;
    setProblem(null);
    pay.mutate(undefined, {
      onSuccess: (answer) => {
        if (parsePennies(answer.amount) !== parsePennies(balance)) {
          setProblem(
            `The amount to pay is now ${formatGBP(answer.amount)}, not ${formatGBP(balance)}: check the bill and press the button again to pay it.`,
          );
          void queryClient.invalidateQueries({ queryKey: queryKeys.repairs.all });
          return;
        }
        setLeaving(true);
        window.location.assign(answer.paymentUrl);
      },
      onError: (error) => {
        setProblem(errorMessage(error, 'The payment could not be started. Please try again.'));
        void queryClient.invalidateQueries({ queryKey: queryKeys.repairs.all });
      },
    });
  };

  return (
    <div className="grid justify-items-start gap-2">
      <OnlineCharge amount={balance} className="text-sm" />
      <Button onClick={start} aria-disabled={busy}>
        {busy ? 'Opening the payment page...' : PAY_ONLINE}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
