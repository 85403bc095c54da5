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

/** Spec section 4, admin list: pending and active yellow; processed and approved green; rejected red. */
const adminVariants: Partial<Record<string, BadgeVariant>> = {
  pending: 'warning',
  active: 'warning',
  processed: 'success',
  approved: 'success',
  rejected: 'destructive',
};

/** Spec section 4, customer widget: active green, overdue red, paid blue, any other grey. */
const customerVariants: Partial<Record<string, BadgeVariant>> = {
  active: 'success',
  overdue: 'destructive',
  paid: 'info',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
        {variant ? capitalise(status) : status}
      </Badge>
    );
  }
  return (
    <Badge variant={customerVariants[status] ?? 'muted'} className={className}>
      {capitalise(status)}
    </Badge>
  );
}
