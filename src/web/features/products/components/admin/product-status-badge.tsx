import { labelOf, productStatuses, type ProductRecordStatus } from '@shared/products/values';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const variants: Record<ProductRecordStatus, BadgeProps['variant']> = {
  active: 'success',
  sold: 'info',
  inactive: 'muted',
  reserved: 'info',
  draft: 'warning',
};

/** Active (green), Sold (blue), Off Listed (grey), Draft (amber: to complete before listing). */
export function ProductStatusBadge({
  status,
  className,
}: {
  status: ProductRecordStatus;
  className?: string;
}) {
  return (
    <Badge variant={variants[status]} className={className}>
      <span className="sr-only">Status: </span>
      {status === 'reserved' ? 'Ordered' : labelOf(productStatuses, status)}
    </Badge>
  );
}
