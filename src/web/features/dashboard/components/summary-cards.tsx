import { Banknote, CalendarClock, ShoppingBag, Wrench, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { CustomerDashboard } from '@shared/dashboard/schemas';
import { dueInWords } from '@shared/cash-advances/due-words';
import { formatDateUK } from '@shared/dates';
import { todayInLondon } from '@shared/repairs/dates';
import { formatGBP } from '@shared/money';
import { Card } from '@web/components/ui/card';

/** What the balance is owed on: running loans only, never pending requests. */
const loansHint = (count: number) =>
  count === 0 ? 'No loans running' : `Owed today on ${count} active loan${count === 1 ? '' : 's'}`;

type Summary = { label: string; value: string; hint: string; icon: LucideIcon };

/** The four figures at the top of the dashboard, in pounds (PRODUCT.md: never dollars). */
export function SummaryCards({
  figures,
  isLoading,
  now,
}: {
  figures: CustomerDashboard | undefined;
  isLoading: boolean;
  /** The moment the page counts days from (tests pass a fixed one). */
  now?: number;
}) {
  // Fixed at mount: the days do not need to tick.
  const [mountedAt] = useState(() => Date.now());
  const today = todayInLondon(new Date(now ?? mountedAt));
  const cards: Summary[] = [
    {
      label: 'Active Cash Advances',
      value: formatGBP(figures?.activeLoanAmount ?? 0),
      hint: loansHint(figures?.activeLoanCount ?? 0),
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
      // The earliest due date may have passed: say so, in whole London days.
      hint: figures?.nextDueDate ? dueInWords(figures.nextDueDate, today) : 'No active loans',
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
