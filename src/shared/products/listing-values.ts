/** The marketplace's limits and sort orders, shared by the API's schemas (schemas.ts) and the pages. */

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const IMAGE_PATH_MAX = 1000;
export const SEARCH_TEXT_MAX = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const ADMIN_DEFAULT_PAGE_SIZE = 500;
export const ADMIN_MAX_PAGE_SIZE = 500;
/** Response header of the paged lists holding the number of matching products. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const PRODUCT_NOT_FOUND = 'Product not found';

export const productSorts = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest First' },
] as const;
export type ProductSort = (typeof productSorts)[number]['value'];
