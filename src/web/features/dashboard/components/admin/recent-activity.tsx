import {
  Activity,
  Banknote,
  PackagePlus,
  ShoppingBag,
  Trash2,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityEntry } from '@shared/dashboard/schemas';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** Each kind of entry has its own icon (a wrench only for repairs). */
const icons: Record<string, LucideIcon> = {
  cash_advance: Banknote,
  product_sale: ShoppingBag,
  repair: Wrench,
  product: PackagePlus,
  // A deleted product is not a listing: it gets the bin.
  product_deleted: Trash2,
};

const kindOf = (entry: ActivityEntry): string =>
  entry.type === 'product' && entry.status === 'deleted' ? 'product_deleted' : entry.type;

/** Spec: pending yellow; active, sold, approved green; anything else grey. */
function statusVariant(status: string): BadgeProps['variant'] {
  if (status === 'pending') return 'warning';
  if (['active', 'sold', 'approved'].includes(status)) return 'success';
  return 'muted';
}

const capitalise = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1).replaceAll('_', ' ');

export function RecentActivity({
  entries,
  isLoading,
}: {
  entries?: ActivityEntry[];
  isLoading: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl font-semibold">Recent Activity</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <ul aria-busy="true" aria-label="Loading recent activity" className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-14 w-full" />
              </li>
            ))}
          </ul>
        ) : !entries?.length ? (
          <p className="py-6 text-center text-muted-foreground">No recent activity</p>
        ) : (
          <ul className="divide-y divide-border">
            {entries.map((entry, index) => (
              <ActivityRow key={`${entry.timestamp}-${index}`} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const Icon = icons[kindOf(entry)] ?? Activity;
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 rounded-lg bg-brand-50 p-2 text-brand-700">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-brand-950">{entry.description}</p>
        {entry.customerName ? (
          <p className="text-sm text-muted-foreground">Customer: {entry.customerName}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.timestamp}>{formatDateTimeUK(entry.timestamp)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {entry.amount ? (
          <span className="font-semibold tabular-nums">{formatGBP(entry.amount)}</span>
        ) : null}
        {entry.status ? (
          <Badge variant={statusVariant(entry.status)}>{capitalise(entry.status)}</Badge>
        ) : null}
      </div>
    </li>
  );
}
