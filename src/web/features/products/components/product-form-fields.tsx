import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TITLE_MAX, DESCRIPTION_MAX } from '@shared/products/schemas';
import { productConditions, productStatuses } from '@shared/products/values';
import { ProductImageField } from '@web/components/image-upload/product-image-field';
import { FormField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';
import { MoneyInput } from '@web/components/ui/money-input';
import { NativeSelect, ValueListOptions } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import type { ProductFormField, ProductFormValues } from '@web/features/products/product-form';

export type CategoryOption = { readonly value: string; readonly label: string };

/** What the picture slot's control gets: the form's image value and a way to change it. */
export type ImageFieldSlotProps = {
  /** Id for the control, so the form's wiring (errors, labels) can point at it. */
  id: string;
  /** The picture's path, or null for none. */
  value: string | null;
  /** A new path after an upload, or null when the picture is removed. */
  onChange: (path: string | null) => void;
  /** The schema's message about the picture, if any. */
  error: string | undefined;
};

type ProductFormFieldsProps = {
  /** Prefix for the picture control's id (useId of the form), so two forms on a page never clash. */
  idPrefix: string;
  /** The category choices of this form (the marketplace panel and the admin screens differ). */
  categories: readonly CategoryOption[];
  /** Fields the form insists on (aria-required); other text fields are labelled "(optional)". */
  required: readonly ProductFormField[];
  /** Offer the status select (the admin "Add New Product" form; never an edit form). */
  showStatus?: boolean;
  /**
   * Slot for the picture control: the image-upload issue renders its upload widget
   * here, e.g. `renderImageField={(field) => <ProductImageField {...field} />}`.
   * Left out, the upload field (one image, checked, with preview and progress) is used.
   */
  renderImageField?: ((field: ImageFieldSlotProps) => ReactNode) | undefined;
  /** Two columns from `sm` up (dialogs and wide panels) or one (narrow inline forms). */
  columns?: 1 | 2;
};

/**
 * The fields of a product form, shared by the marketplace "add item" panel and
 * both admin product screens. Mount inside a react-hook-form <FormProvider>.
 */
export function ProductFormFields({
  idPrefix,
  categories,
  required,
  showStatus = false,
  renderImageField,
  columns = 2,
}: ProductFormFieldsProps) {
  const form = useFormContext<ProductFormValues>();
  const {
    control: formControl,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const imageUrl = useWatch({ control: formControl, name: 'imageUrl' });
  const isRequired = (field: ProductFormField) => required.includes(field);
  // Selects that always hold a choice are neither marked required nor optional.
  const isOptional = (field: ProductFormField) =>
    !isRequired(field) && field !== 'condition' && field !== 'status';
  const shell = (name: ProductFormField, label: string) => ({
    form,
    name,
    label,
    required: isRequired(name),
    optional: isOptional(name),
  });

  return (
    <div className={cn('grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
      <FormField {...shell('title', 'Title')} className="sm:col-span-2">
        {(control) => <Input {...control} maxLength={TITLE_MAX} autoComplete="off" />}
      </FormField>
      <FormField {...shell('description', 'Description')} className="sm:col-span-2">
        {(control) => <Textarea {...control} rows={3} maxLength={DESCRIPTION_MAX} />}
      </FormField>
      <FormField {...shell('category', 'Category')}>
        {(control) => (
          <NativeSelect {...control}>
            <ValueListOptions
              options={categories}
              placeholder="Select a category"
              placeholderDisabled
            />
          </NativeSelect>
        )}
      </FormField>
      <FormField {...shell('price', 'Price (£)')}>
        {(control) => <MoneyInput {...control} />}
      </FormField>
      <FormField {...shell('condition', 'Condition')}>
        {(control) => (
          <NativeSelect {...control}>
            <ValueListOptions options={productConditions} />
          </NativeSelect>
        )}
      </FormField>
      {showStatus ? (
        <FormField {...shell('status', 'Status')}>
          {(control) => (
            <NativeSelect {...control}>
              <ValueListOptions options={productStatuses} />
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <div className={cn(columns === 2 && 'sm:col-span-2')}>
        {(renderImageField ?? defaultImageField)({
          id: `${idPrefix}-imageUrl`,
          value: imageUrl.trim() || null,
          onChange: (path) =>
            setValue('imageUrl', path ?? '', { shouldDirty: true, shouldValidate: isSubmitted }),
          error: errors.imageUrl?.message,
        })}
      </div>
    </div>
  );
}

/** One uploaded picture; the form stores its path in imageUrl (and thumbnailUrl on save). */
function defaultImageField(field: ImageFieldSlotProps) {
  return (
    <>
      <ProductImageField id={field.id} value={field.value} onChange={field.onChange} />
      {field.error ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {field.error}
        </p>
      ) : null}
    </>
  );
}
