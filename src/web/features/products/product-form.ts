import type { ProductCategory, ProductCondition, ProductStatus } from '@shared/products/values';
import type { BlankMessages } from '@web/components/form/use-zod-form';

/**
 * What a product form holds: text everywhere, '' for "not chosen yet". The
 * shared schemas (productInputSchema, productUpdateSchema,
 * marketplaceProductInputSchema) turn it into what the API takes.
 */
export type ProductFormValues = {
  title: string;
  description: string;
  category: ProductCategory | '';
  price: string;
  condition: ProductCondition;
  status: ProductStatus;
  /** The picture's path on this site; '' for none. Set by the image slot's control. */
  imageUrl: string;
};

export type ProductFormField = keyof ProductFormValues;

/** A new product: condition "new" and status "active" (spec section 4). */
export const emptyProductForm: ProductFormValues = {
  title: '',
  description: '',
  category: '',
  price: '',
  condition: 'new',
  status: 'active',
  imageUrl: '',
};

/** The fields of a stored product, for an edit form. */
export function productFormValues(product: {
  title: string;
  description: string;
  category: string;
  price: string;
  condition: string;
  status: string;
  imageUrl: string | null;
}): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    category: product.category as ProductCategory,
    price: product.price,
    condition: product.condition as ProductCondition,
    status: product.status as ProductStatus,
    imageUrl: product.imageUrl ?? '',
  };
}

/** The fields the admin screens insist on before anything is sent (spec section 5). */
export const ADMIN_REQUIRED_FIELDS = [
  'title',
  'price',
  'category',
] as const satisfies readonly ProductFormField[];

/** The required fields left blank, in form order. */
export function missingProductFields(
  values: ProductFormValues,
  required: readonly ProductFormField[] = ADMIN_REQUIRED_FIELDS,
): ProductFormField[] {
  return required.filter((field) => values[field].trim() === '');
}

/**
 * For a blank field the schema's own words are for API clients ("Category must
 * be one of Electronics, ..."); a person filling the form reads these instead.
 */
export const productBlankMessages: BlankMessages<ProductFormValues> = {
  title: 'Title is required',
  description: 'Description is required',
  category: 'Choose a category',
  price: 'Price is required',
};
