import { useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  productInputSchema,
  productUpdateSchema,
  type AdminProduct,
  type ProductUpdateValues,
  type ProductValues,
} from '@shared/products/schemas';
import {
  emptyProductForm,
  missingProductFields,
  productBlankMessages,
  productFormValues,
  ADMIN_REQUIRED_FIELDS,
  type ProductFormValues,
} from '@web/features/products/product-form';
import {
  ProductFormFields,
  type ImageFieldSlotProps,
} from '@web/features/products/components/product-form-fields';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { adminProductCategories } from '@web/features/products/admin-categories';
import { useCreateAdminProduct } from '@web/features/products/api/create-admin-product';
import { useUpdateAdminProduct } from '@web/features/products/api/update-admin-product';
import { productMessages, toastError } from '@web/features/products/product-messages';

type AdminProductFormProps = {
  /** Called after the server stored the change (the toast is already shown). */
  onDone: () => void;
  onCancel: () => void;
  /** Names the form for assistive technology ("Add New Product", "Edit Product"). */
  'aria-label': string;
  /** Two columns from `sm` up (dialogs, wide inline forms) or one. */
  columns?: 1 | 2;
  /** Slot for the picture control of the image-upload issue (see ProductFormFields). */
  renderImageField?: ((field: ImageFieldSlotProps) => ReactNode) | undefined;
  className?: string;
} & (
  | { product?: undefined }
  | {
      /** The product to edit; without it the form creates one. */
      product: AdminProduct;
      /**
       * The "Ultra Simple" screen checks title, price and category on update too
       * (spec section 5); the main edit dialog leaves that to the schema's own messages.
       */
      requireFieldsOnUpdate?: boolean;
    }
);

function submitText(editing: boolean, pending: boolean): string {
  if (editing) return pending ? 'Saving...' : 'Save Changes';
  return pending ? 'Creating...' : 'Create Product';
}

/**
 * The one product form of both admin screens: "Add New Product" (with status,
 * defaults condition new and status active) and "Edit Product" (never sends status).
 * Checked by the shared schemas, so it refuses what the server would refuse.
 */
export function AdminProductForm(props: AdminProductFormProps) {
  const { onDone, onCancel, columns = 2, className, renderImageField } = props;
  const editing = props.product !== undefined;
  const requireFields = !editing || (props.requireFieldsOnUpdate ?? false);
  const idPrefix = useId();
  const create = useCreateAdminProduct();
  const update = useUpdateAdminProduct();
  const pending = create.isPending || update.isPending;

  const form = useZodForm<ProductFormValues, ProductValues | ProductUpdateValues>({
    schema: editing ? productUpdateSchema : productInputSchema,
    blankMessages: productBlankMessages,
    // Checked when sent, then again as a marked field is fixed (spec section 5).
    mode: 'onSubmit',
    defaultValues: props.product ? productFormValues(props.product) : emptyProductForm,
  });

  const onValid = (values: ProductValues | ProductUpdateValues) => {
    if (pending) return;
    if (props.product) {
      update.mutate({ product: props.product, values }, { onSuccess: onDone });
    } else {
      create.mutate(values as ProductValues, {
        onSuccess: () => {
          form.reset(emptyProductForm);
          onDone();
        },
      });
    }
  };

  const onInvalid = () => {
    if (requireFields && missingProductFields(form.getValues()).length > 0) {
      toastError(productMessages.requiredFields);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={props['aria-label']}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className={cn('grid gap-6', className)}
      >
        <ProductFormFields
          idPrefix={idPrefix}
          categories={adminProductCategories}
          required={ADMIN_REQUIRED_FIELDS}
          showStatus={!editing}
          columns={columns}
          renderImageField={renderImageField}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={pending}>
            {submitText(editing, pending)}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
