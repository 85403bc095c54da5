import { labelOf, productStatuses, type ProductStatus } from '@shared/products/values';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const variants: Record<ProductStatus, BadgeProps['variant']> = {
  active: 'success',
  sold: 'info',
  inactive: 'muted',
};

/** Active (green), Sold (blue), Off Listed (grey). */
export function ProductStatusBadge({
  status,
  className,
}: {
  status: ProductStatus;
  className?: string;
}) {
  return (
    <Badge variant={variants[status]} className={className}>
      <span className="sr-only">Status: </span>
      {labelOf(productStatuses, status)}
    </Badge>
  );
}
