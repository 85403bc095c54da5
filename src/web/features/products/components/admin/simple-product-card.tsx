import { Pencil, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatGBP } from '@shared/money';
import type { AdminProduct } from '@shared/products/schemas';
import { labelOf, productConditions } from '@shared/products/values';
import { ProductImage } from '@web/features/products/components/product-image';
import { Button } from '@web/components/ui/button';
import { adminProductCategories } from '@web/features/products/admin-categories';
import { AdminProductForm } from '@web/features/products/components/admin/admin-product-form';
import { DeleteProductDialog } from '@web/features/products/components/admin/delete-product-dialog';
import { ProductStatusBadge } from '@web/features/products/components/admin/product-status-badge';
import { renderStandaloneImageSlot } from '@web/features/products/components/admin/standalone-image-slot';
import { useStaffRole } from '@web/features/auth/api/staff-role';

/** One row of the "Ultra Simple" list, with its inline edit form behind Edit / Cancel Edit. */
export function SimpleProductCard({ product }: { product: AdminProduct }) {
  const { isStaffOnly } = useStaffRole();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const titleId = useId();
  const formId = useId();

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <ProductImage
          src={product.thumbnailUrl ?? product.imageUrl}
          alt=""
          width={96}
          height={72}
          className="hidden h-18 w-24 shrink-0 rounded-md sm:block"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <h2 id={titleId} className="leading-snug font-semibold text-brand-950">
              {product.title}
            </h2>
            <p className="font-bold text-brand-900 tabular-nums">{formatGBP(product.price)}</p>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>{labelOf(adminProductCategories, product.category)}</span>
            <span aria-hidden="true">·</span>
            <span>{labelOf(productConditions, product.condition)}</span>
            <ProductStatusBadge status={product.status} />
          </p>
          <p className="mt-2 line-clamp-3 text-sm">
            {product.description || 'No description provided.'}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 sm:justify-end">
        <Button
          variant={editing ? 'secondary' : 'outline'}
          size="sm"
          aria-expanded={editing}
          aria-controls={formId}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? <X aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {editing ? 'Cancel Edit' : 'Edit'}
        </Button>
        {/* Deleting stock is the owner's (issue 29). */}
        {isStaffOnly ? null : (
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:bg-red-50"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
      {editing ? (
        <div id={formId} className="mt-4 border-t border-border pt-4">
          <AdminProductForm
            aria-label={`Edit ${product.title}`}
            product={product}
            requireFieldsOnUpdate
            onDone={() => setEditing(false)}
            onCancel={() => setEditing(false)}
            renderImageField={renderStandaloneImageSlot}
          />
        </div>
      ) : null}
      <DeleteProductDialog product={product} open={deleting} onOpenChange={setDeleting} />
    </article>
  );
}
