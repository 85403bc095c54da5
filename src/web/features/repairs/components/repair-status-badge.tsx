import { repairStatusLabel } from '@shared/repairs/values';
import type { RepairStatus } from '@shared/repairs/values';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

/** Repair statuses in the same colours on the repairs desk and the customer's dashboard. */
const variants: Record<RepairStatus, NonNullable<BadgeProps['variant']>> = {
  scheduled: 'info',
  in_progress: 'warning',
  ready: 'success',
  collected: 'muted',
  cancelled: 'destructive',
};

export function RepairStatusBadge({
  status,
  className,
}: {
  status: RepairStatus;
  className?: string;
}) {
  return (
    <Badge variant={variants[status]} className={className}>
      {repairStatusLabel(status)}
    </Badge>
  );
}
