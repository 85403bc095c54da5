import { formatGBP } from '@shared/money';

/** What a card payment online will take, said before the customer is sent to pay it. */
export const onlineChargeText = (amount: string) =>
  `You will be charged ${formatGBP(amount)} by card on Stripe’s secure page.`;

export function OnlineCharge({ amount, className }: { amount: string; className?: string }) {
  return (
    <p className={className} data-testid="online-charge">
      {onlineChargeText(amount)}
    </p>
  );
}
