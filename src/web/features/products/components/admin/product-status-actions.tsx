import { CheckCircle2, EyeOff, FilePen, PoundSterling } from 'lucide-react';
import type { AdminProduct } from '@shared/products/schemas';
import {
  draftGaps,
  draftIncomplete,
  productStatusValues,
  type ProductStatus,
} from '@shared/products/values';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useUpdateAdminProductStatus } from '@web/features/products/api/update-admin-product-status';

const statusActions: Record<ProductStatus, { label: string; Icon: typeof CheckCircle2 }> = {
  active: { label: 'Mark Active', Icon: CheckCircle2 },
  sold: { label: 'Mark Sold', Icon: PoundSterling },
  inactive: { label: 'Mark Inactive', Icon: EyeOff },
  draft: { label: 'Back to Draft', Icon: FilePen },
};

/** Spec section 4: any status can become any other; only the two other statuses are offered. */
export function ProductStatusActions({
  product,
  className,
}: {
  product: AdminProduct;
  className?: string;
}) {
  const changeStatus = useUpdateAdminProductStatus();
  if (product.status === 'reserved') {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        Held by a customer&apos;s order: it moves on from the order desk.
      </p>
    );
  }
  // A draft is listed only once complete (the server refuses it otherwise): say what is missing.
  const gaps = product.status === 'draft' ? draftGaps(product) : [];
  return (
    <div className={cn('grid grid-cols-2 gap-2', className)}>
      {gaps.length > 0 ? (
        <p className="col-span-2 text-sm text-muted-foreground">{draftIncomplete(gaps)}</p>
      ) : null}
      {productStatusValues
        // Drafts come from the pawn book; staff do not make one by hand.
        .filter((status) => status !== product.status && status !== 'draft')
        .filter((status) => !(status === 'active' && gaps.length > 0))
        .map((status) => {
          const { label, Icon } = statusActions[status];
          const sending = changeStatus.isPending && changeStatus.variables?.status === status;
          return (
            <Button
              key={status}
              variant="secondary"
              size="sm"
              aria-disabled={changeStatus.isPending}
              onClick={() => {
                if (!changeStatus.isPending) changeStatus.mutate({ id: product.id, status });
              }}
            >
              <Icon aria-hidden="true" />
              {sending ? 'Updating...' : label}
            </Button>
          );
        })}
    </div>
  );
}
