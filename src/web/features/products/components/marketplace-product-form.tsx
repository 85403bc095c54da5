import { useEffect, useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  marketplaceProductInputSchema,
  type MarketplaceProductValues,
} from '@shared/products/schemas';
import { productCategories } from '@shared/products/values';
import {
  emptyProductForm,
  productBlankMessages,
  type ProductFormValues,
} from '@web/features/products/product-form';
import {
  ProductFormFields,
  type ImageFieldSlotProps,
} from '@web/features/products/components/product-form-fields';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { useCreateMarketplaceProduct } from '@web/features/products/api/create-marketplace-product';

// Spec section 8.
export const PRODUCT_ADDED = {
  title: 'Product Added!',
  description: 'Your item has been listed for sale successfully.',
} as const;
export const PRODUCT_ADD_FAILED = {
  title: 'Error',
  description: 'Failed to add product. Please try again.',
} as const;

/** Spec section 5: price starts at 0.00 (step 0.01) on this form. */
const emptyListing: ProductFormValues = { ...emptyProductForm, price: '0.00' };
const REQUIRED = ['title', 'description', 'category', 'price', 'condition'] as const;

type MarketplaceProductFormProps = {
  /** After a listing is stored: the panel collapses. */
  onListed: () => void;
  onCancel: () => void;
  /** Slot for the picture control of the image-upload issue (see ProductFormFields). */
  renderImageField?: ((field: ImageFieldSlotProps) => ReactNode) | undefined;
};

/** The marketplace "add item" form: checked by the same schema as POST /api/products. */
export function MarketplaceProductForm({
  onListed,
  onCancel,
  renderImageField,
}: MarketplaceProductFormProps) {
  const idPrefix = useId();
  const { user } = useCurrentUser();
  const create = useCreateMarketplaceProduct();
  const form = useZodForm<ProductFormValues, MarketplaceProductValues>({
    schema: marketplaceProductInputSchema,
    blankMessages: productBlankMessages,
    // Checked when sent, then again as a marked field is fixed (spec section 5).
    mode: 'onSubmit',
    defaultValues: emptyListing,
  });
  const { setFocus } = form;

  // The panel has just opened: start at the title.
  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(
      { values, seller: user },
      {
        onSuccess: () => {
          toast(PRODUCT_ADDED);
          form.reset(emptyListing);
          onListed();
        },
        onError: () => toast({ ...PRODUCT_ADD_FAILED, variant: 'destructive' }),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="List an item for sale"
        onSubmit={onSubmit}
        className="grid gap-6"
      >
        <ProductFormFields
          idPrefix={idPrefix}
          categories={productCategories}
          required={REQUIRED}
          renderImageField={renderImageField}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" aria-disabled={create.isPending}>
            {create.isPending ? 'Listing...' : 'List Item for Sale'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
