import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ProductCategory, ProductCondition, ProductStatus } from '@shared/products/values';

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
const blankMessages: Partial<Record<ProductFormField, string>> = {
  title: 'Title is required',
  description: 'Description is required',
  category: 'Choose a category',
  price: 'Price is required',
};

/**
 * A react-hook-form resolver from one of the shared product schemas: the form is
 * checked by exactly the rules the server applies, and parses into the payload.
 */
export function productFormResolver<Output extends FieldValues>(
  schema: z.ZodType<Output, unknown>,
): Resolver<ProductFormValues, unknown, Output> {
  // The schemas take what the API takes; the form holds text, which they parse.
  const resolve = zodResolver(schema as never) as unknown as Resolver<
    ProductFormValues,
    unknown,
    Output
  >;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [field, message] of Object.entries(blankMessages) as [ProductFormField, string][]) {
      const error = result.errors[field];
      if (error && values[field].trim() === '') error.message = message;
    }
    return result;
  };
}
