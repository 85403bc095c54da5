import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatGBP } from '@shared/money';
import type { AdminProduct } from '@shared/products/schemas';
import { CategoryChip, ConditionChip } from '@web/features/products/components/product-chips';
import { ProductImage } from '@web/features/products/components/product-image';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { AdminProductForm } from '@web/features/products/components/admin/admin-product-form';
import { DeleteProductDialog } from '@web/features/products/components/admin/delete-product-dialog';
import { ProductDetailsDialog } from '@web/features/products/components/admin/product-details-dialog';
import { ProductStatusActions } from '@web/features/products/components/admin/product-status-actions';
import { ProductStatusBadge } from '@web/features/products/components/admin/product-status-badge';
import { useStaffRole } from '@web/features/auth/api/staff-role';

type OpenDialog = 'view' | 'edit' | 'delete' | null;

/** One product of the management grid: picture, facts, View / Edit / Delete and the status buttons. */
export function AdminProductCard({ product }: { product: AdminProduct }) {
  const { isStaffOnly } = useStaffRole();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const titleId = useId();
  const close = () => setDialog(null);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <div className="relative">
        <ProductImage
          src={product.thumbnailUrl ?? product.imageUrl}
          alt=""
          width={800}
          height={600}
          className="aspect-[4/3] w-full"
        />
        <ProductStatusBadge status={product.status} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          <CategoryChip category={product.category} />
          <ConditionChip condition={product.condition} />
        </div>
        <div className="flex items-start justify-between gap-3">
          {/* h2: the cards sit straight under the page's h1 (the tabs carry no heading). */}
          <h2 id={titleId} className="leading-snug font-semibold text-brand-950">
            {product.title}
          </h2>
          <p className="shrink-0 text-lg font-bold text-brand-900 tabular-nums">
            {formatGBP(product.price)}
          </p>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {product.description || 'No description provided.'}
        </p>
        <div className="mt-auto grid gap-2 pt-1">
          <div className="grid grid-cols-3 gap-2">
            <Button variant="outline" size="sm" onClick={() => setDialog('view')}>
              <Eye aria-hidden="true" />
              View
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog('edit')}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {/* Deleting stock is the owner's (issue 29). */}
            {isStaffOnly ? null : (
              <Button
                variant="outline"
                size="sm"
                className="text-destructive hover:bg-red-50"
                onClick={() => setDialog('delete')}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
          <ProductStatusActions product={product} />
        </div>
      </div>

      <ProductDetailsDialog
        product={product}
        open={dialog === 'view'}
        onOpenChange={(open) => setDialog(open ? 'view' : null)}
      />
      <Dialog open={dialog === 'edit'} onOpenChange={(open) => setDialog(open ? 'edit' : null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit Product</DialogTitle>
            <DialogDescription>
              Change the listing’s details. Its status stays as it is; use the status buttons for
              that.
            </DialogDescription>
          </DialogHeader>
          <AdminProductForm
            aria-label="Edit Product"
            product={product}
            onDone={close}
            onCancel={close}
          />
        </DialogContent>
      </Dialog>
      <DeleteProductDialog
        product={product}
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
      />
    </article>
  );
}
