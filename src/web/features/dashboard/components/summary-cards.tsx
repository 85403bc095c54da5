import { Banknote, CalendarClock, ShoppingBag, Wrench, type LucideIcon } from 'lucide-react';
import type { CustomerDashboard } from '@shared/dashboard/schemas';
import { formatDateUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { Card } from '@web/components/ui/card';

type Summary = { label: string; value: string; hint: string; icon: LucideIcon };

/** The four figures at the top of the dashboard, in pounds (PRODUCT.md: never dollars). */
export function SummaryCards({
  figures,
  isLoading,
}: {
  figures: CustomerDashboard | undefined;
  isLoading: boolean;
}) {
  const cards: Summary[] = [
    {
      label: 'Active Cash Advances',
      value: formatGBP(figures?.activeLoanAmount ?? 0),
      hint: 'Outstanding on pending requests and loans not yet redeemed',
      icon: Banknote,
    },
    {
      label: 'Pending Repairs',
      value: String(figures?.pendingRepairs ?? 0),
      hint: 'Repair jobs not yet collected',
      icon: Wrench,
    },
    {
      // A customer buys, never sells (PRODUCT.md): the spec's sales card shows their orders.
      label: "This Month's Purchases",
      value: formatGBP(figures?.monthlyPurchases ?? 0),
      hint:
        Number(figures?.monthlyPurchases ?? 0) > 0 ? 'Your orders this month' : 'No purchases yet',
      icon: ShoppingBag,
    },
    {
      label: 'Next Due Date',
      value: figures?.nextDueDate ? formatDateUK(figures.nextDueDate) : 'None',
      hint: figures?.nextDueDate ? 'Your next loan repayment' : 'No active loans',
      icon: CalendarClock,
    },
  ];
  return (
    <section
      aria-label="Your summary"
      aria-busy={isLoading}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      {cards.map(({ label, value, hint, icon: Icon }) => (
        <Card key={label} className="gap-2 px-5">
          <div className="flex items-start justify-between gap-3">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <p
            className="text-2xl font-bold tabular-nums text-brand-950"
            data-testid={`summary-${label}`}
          >
            {value}
          </p>
          <p className="text-sm text-muted-foreground">{hint}</p>
        </Card>
      ))}
    </section>
  );
}
