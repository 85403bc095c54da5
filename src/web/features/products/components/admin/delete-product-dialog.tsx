import { Trash2 } from 'lucide-react';
import type { AdminProduct } from '@shared/products/schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { useDeleteAdminProduct } from '@web/features/products/api/delete-admin-product';

/** Delete asks first: the product and its record go for good. */
export function DeleteProductDialog({
  product,
  open,
  onOpenChange,
}: {
  product: Pick<AdminProduct, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAdminProduct();
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this product?</DialogTitle>
          <DialogDescription>
            “{product.title}” will be removed from the marketplace and from your product list. This
            cannot be undone. To hide it for a while instead, mark it inactive.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Keep Product
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            aria-disabled={remove.isPending}
            onClick={() => {
              if (remove.isPending) return;
              remove.mutate(product.id, { onSuccess: () => onOpenChange(false) });
            }}
          >
            <Trash2 aria-hidden="true" />
            {remove.isPending ? 'Deleting...' : 'Delete Product'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
