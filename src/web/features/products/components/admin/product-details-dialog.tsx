import type { ReactNode } from 'react';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import type { AdminProduct } from '@shared/products/schemas';
import { labelOf, productConditions, productStatuses } from '@shared/products/values';
import { ProductImage } from '@web/features/products/components/product-image';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { adminProductCategories } from '@web/features/products/admin-categories';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 border-b border-border/70 py-2 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/** "Product Details": every stored field, availability as Yes or No. */
export function ProductDetailsDialog({
  product,
  open,
  onOpenChange,
}: {
  product: AdminProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Product Details</DialogTitle>
          <DialogDescription className="line-clamp-1">{product.title}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-5 sm:grid-cols-[14rem_1fr]">
          <ProductImage
            src={product.imageUrl}
            alt={product.title}
            width={800}
            height={600}
            whenMissing="message"
            className="aspect-[4/3] w-full rounded-lg"
          />
          <dl className="text-sm">
            <Row label="Title">{product.title}</Row>
            <Row label="Price">{formatGBP(product.price)}</Row>
            <Row label="Category">{labelOf(adminProductCategories, product.category)}</Row>
            <Row label="Condition">{labelOf(productConditions, product.condition)}</Row>
            <Row label="Status">{labelOf(productStatuses, product.status)}</Row>
            <Row label="Available">{product.isAvailable ? 'Yes' : 'No'}</Row>
            <Row label="Listed">{formatDateTimeUK(product.createdAt)}</Row>
          </dl>
        </div>
        <div className="text-sm">
          <h3 className="font-semibold">Description</h3>
          <p className="mt-1 whitespace-pre-line text-muted-foreground">
            {product.description || 'No description provided.'}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
