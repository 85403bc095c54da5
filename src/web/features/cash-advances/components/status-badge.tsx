import type { CashAdvance } from '@shared/cash-advances/schemas';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

type BadgeVariant = NonNullable<BadgeProps['variant']>;

/** A status as the customer sees it: an active advance past its due date is "overdue" (PRODUCT.md). */
export type CustomerAdvanceStatus = CashAdvance['status'] | 'overdue';

export function customerAdvanceStatus(
  advance: Pick<CashAdvance, 'status' | 'dueDate'>,
  now: Date = new Date(),
): CustomerAdvanceStatus {
  return advance.status === 'active' && new Date(advance.dueDate).getTime() < now.getTime()
    ? 'overdue'
    : advance.status;
}

/**
 * Spec section 4, admin list: pending and active yellow; processed and approved green;
 * rejected red. After the redemption period (decision 023): a notice of sale and a
 * listing still need the shop's work (yellow, blue), a sale closes it (grey until its
 * surplus is settled, green).
 */
const adminVariants: Partial<Record<string, BadgeVariant>> = {
  pending: 'warning',
  active: 'warning',
  processed: 'success',
  approved: 'success',
  rejected: 'destructive',
  sale_notice: 'warning',
  for_sale: 'info',
  sold: 'muted',
  settled: 'success',
  // Withdrawn within 14 days (s.66A): closed, nothing owed.
  withdrawn: 'muted',
};

/**
 * Spec section 4, customer widget: active green, overdue red, paid blue, any other
 * grey. A notice of sale or a listing is red too: the customer can still redeem, now.
 */
const customerVariants: Partial<Record<string, BadgeVariant>> = {
  active: 'success',
  overdue: 'destructive',
  paid: 'info',
  sale_notice: 'destructive',
  for_sale: 'destructive',
  withdrawn: 'info',
};

/** The statuses whose name is not simply the status capitalised. */
const statusLabels: Partial<Record<string, string>> = {
  sale_notice: 'Notice of sale',
  for_sale: 'For sale',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Notice of sale", "For sale", "Active", …: a status as the badge says it. */
export const statusLabel = (status: string): string => statusLabels[status] ?? capitalise(status);

/**
 * A cash advance status badge. `audience="admin"` uses the admin list's colours and
 * shows any status without a colour as an outline with the raw status text;
 * `audience="customer"` uses the customer widget's colours (pass the status from
 * `customerAdvanceStatus` so overdue shows).
 */
export function CashAdvanceStatusBadge({
  status,
  audience,
  className,
}: {
  status: string;
  audience: 'admin' | 'customer';
  className?: string;
}) {
  if (audience === 'admin') {
    const variant = adminVariants[status];
    return (
      <Badge variant={variant ?? 'outline'} className={className}>
        {variant ? statusLabel(status) : status}
      </Badge>
    );
  }
  return (
    <Badge variant={customerVariants[status] ?? 'muted'} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
