/** Product value lists (spec section 3 "Value lists"). */

export const productCategories = [
  { value: 'Electronics', label: 'Electronics' },
  { value: 'Jewelry', label: 'Jewelry' },
  { value: 'Tools', label: 'Tools' },
  { value: 'Accessories', label: 'Accessories' },
  { value: 'Home', label: 'Home & Garden' },
  { value: 'Sports', label: 'Sports & Fitness' },
] as const;
export type ProductCategory = (typeof productCategories)[number]['value'];
export const productCategoryValues = productCategories.map((c) => c.value) as [
  ProductCategory,
  ...ProductCategory[],
];

/**
 * The marketplace filter: "All Categories", then every category the shop lists
 * products in (PRODUCT.md; the spec's filter lacked Home & Garden and Sports).
 */
export const ALL_CATEGORIES = 'All Categories';
export const marketplaceFilterCategories: readonly { value: string; label: string }[] = [
  { value: ALL_CATEGORIES, label: ALL_CATEGORIES },
  ...productCategories,
];

export const productConditions = [
  { value: 'new', label: 'Brand New' },
  { value: 'like-new', label: 'Like New' },
  { value: 'good', label: 'Good' },
  { value: 'fair', label: 'Fair' },
] as const;
export type ProductCondition = (typeof productConditions)[number]['value'];
export const productConditionValues = productConditions.map((c) => c.value) as [
  ProductCondition,
  ...ProductCondition[],
];

export const productStatuses = [
  { value: 'active', label: 'Active' },
  { value: 'sold', label: 'Sold' },
  { value: 'inactive', label: 'Off Listed' },
  { value: 'draft', label: 'Draft' },
] as const;
export type ProductStatus = (typeof productStatuses)[number]['value'];
export const productStatusValues = productStatuses.map((s) => s.value) as [
  ProductStatus,
  ...ProductStatus[],
];

/**
 * Every status a product row can hold: the three above, which an admin sets,
 * and 'reserved' while an unfinished order holds the item (issue 16; only
 * the order desk moves it on).
 */
export const productRecordStatusValues = [...productStatusValues, 'reserved'] as const;
export type ProductRecordStatus = ProductStatus | 'reserved';
export const PRODUCT_HELD_BY_ORDER =
  'This item is held by an order. Cancel or complete the order on the order desk first.';

/** What a draft (a forfeited or listed pledge) lacks before it can be listed. */
export type DraftFields = {
  title: string;
  description: string;
  price: string;
  imageUrl: string | null;
};

/**
 * What staff must still do to a draft before it is listed (decision 028): a
 * title, a description written for customers, a price and at least one photo.
 * An empty list: it can be listed.
 */
export function draftGaps(product: DraftFields): string[] {
  const gaps: string[] = [];
  if (!product.title.trim()) gaps.push('a title');
  if (!product.description.trim()) gaps.push('a description for customers');
  if (!(Number(product.price) > 0)) gaps.push('a price');
  if (!product.imageUrl) gaps.push('a photo');
  return gaps;
}

/** The refusal to list an unfinished draft, naming what is missing. */
export const draftIncomplete = (gaps: readonly string[]) =>
  `Complete this draft before listing it: add ${gaps.join(', ')}. Check the condition too.`;

export function labelOf<T extends { value: string; label: string }>(
  list: readonly T[],
  value: string,
): string {
  return list.find((item) => item.value === value)?.label ?? value;
}
