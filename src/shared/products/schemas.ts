/**
 * Product schemas, written once and used by the marketplace panel, the admin
 * forms and the server (spec sections 5 and 7). The server adds only what
 * needs the session or the database: sellerId, isAvailable, isAdminProduct.
 */
import { z } from 'zod';
import {
  listOf,
  moneyAmount,
  mustBeOneOf,
  oneOf,
  pageParam,
  requiredText,
  searchText,
} from '../validation';
import {
  ALL_CATEGORIES,
  productCategoryValues,
  productConditionValues,
  productRecordStatusValues,
  productStatusValues,
  type ProductCategory,
} from './values';

// The limits and the sort orders, without zod: the marketplace's first download (decision 012).
export * from './listing-values';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DESCRIPTION_MAX,
  IMAGE_PATH_MAX,
  MAX_PAGE_SIZE,
  SEARCH_TEXT_MAX,
  TITLE_MAX,
  productSorts,
  type ProductSort,
} from './listing-values';

const title = requiredText('Title', TITLE_MAX);
const price = moneyAmount('Price');
const category = oneOf('Category', productCategoryValues);
const condition = oneOf('Condition', productConditionValues);
export const productStatusSchema = oneOf('Status', productStatusValues);

/** Text, trimmed and capped; null counts as empty. */
const description = z
  .union([z.string(), z.null()], { message: 'Description must be text' })
  .transform((value) => (value ?? '').trim())
  .pipe(
    z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  );

/**
 * A path on this site ("/images/…"), or null for none; blank counts as none.
 * No scheme, no "//host" and no backslash or whitespace (browsers read "/\host"
 * and "/<tab>/host" as "//host"), so an image can never point elsewhere.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const imagePath = (label: string) =>
  z
    .union([z.string(), z.null()], { message: `${label} must be text or null` })
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string()
        .max(IMAGE_PATH_MAX, `${label} must be at most ${IMAGE_PATH_MAX} characters`)
        .regex(SITE_PATH, `${label} must be a path on this site, starting with /`)
        .nullable(),
    );

/**
 * An admin creates a product (POST /api/admin/products, and the admin forms):
 * title, price and category required; the rest has the spec's defaults.
 * Unknown fields are ignored.
 */
export const productInputSchema = z.object({
  title,
  description: description.default(''),
  category,
  price,
  condition: z._default(condition, 'new'),
  status: z._default(productStatusSchema, 'active'),
  imageUrl: imagePath('Image URL').default(null),
  /** Left out, it follows imageUrl (an upload sets both to the same path). */
  thumbnailUrl: imagePath('Thumbnail URL').optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/**
 * PUT /api/admin/products/:id: the same rules without status (the edit form
 * does not send it). Title, price and category are required, as on create;
 * an optional field left out keeps its stored value, null or "" clears it.
 */
export const productUpdateSchema = z.object({
  title,
  description: description.optional(),
  category,
  price,
  condition: z.optional(condition),
  imageUrl: imagePath('Image URL').optional(),
  thumbnailUrl: imagePath('Thumbnail URL').optional(),
});
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;
export type ProductUpdateValues = z.output<typeof productUpdateSchema>;

/**
 * POST /api/products, the marketplace "add item" panel (spec section 5):
 * title, description, category, price and condition required, imageUrl
 * optional. The payload's sellerId and isAvailable are accepted and ignored:
 * the seller is the signed-in admin and a new listing is available.
 */
export const marketplaceProductInputSchema = z.object({
  title,
  description: z
    .union([z.string(), z.null()], { message: 'Description is required' })
    .transform((value) => (value ?? '').trim())
    .pipe(
      z
        .string()
        .min(1, 'Description is required')
        .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
    ),
  category,
  price,
  condition: z._default(condition, 'new'),
  imageUrl: imagePath('Image URL').default(null),
});
export type MarketplaceProductInput = z.input<typeof marketplaceProductInputSchema>;
export type MarketplaceProductValues = z.output<typeof marketplaceProductInputSchema>;

/** PUT /api/admin/products/:id/status */
export const productStatusUpdateSchema = z.object({ status: productStatusSchema });
export type ProductStatusUpdate = z.infer<typeof productStatusUpdateSchema>;

// ---------------------------------------------------------------- answers

/** One card of the public marketplace grid (GET /api/products). */
export const productListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  /** Decimal string with 2 places, "349.00". */
  price: z.string(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  condition: z.string(),
  createdAt: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** The product detail (GET /api/products/:id). */
export const productSchema = productListItemSchema.extend({
  status: z.enum(productRecordStatusValues),
  isAvailable: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** What the admin screens and the create calls receive. */
export const adminProductSchema = productSchema.extend({
  sellerId: z.string().nullable(),
  isAdminProduct: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

// ---------------------------------------------------------------- queries

const productSortValues: readonly ProductSort[] = productSorts.map((s) => s.value);

const filterCategories: readonly string[] = [ALL_CATEGORIES, ...productCategoryValues];

/** GET /api/products: "All Categories", blank or absent mean no category filter. */
export const productSearchQuerySchema = z.object({
  category: z
    .string()
    .optional()
    .refine(
      (value) => !value || filterCategories.includes(value),
      `Category must be ${ALL_CATEGORIES} or one of ${listOf(productCategoryValues)}`,
    )
    .transform((value) =>
      value && value !== ALL_CATEGORIES ? (value as ProductCategory) : undefined,
    )
    // The same list, for the API description (blank reads as no filter).
    .meta({ enum: ['', ...filterCategories] }),
  q: searchText('Search text', SEARCH_TEXT_MAX),
  sort: z
    .string()
    .optional()
    .refine(
      (value) => !value || (productSortValues as readonly string[]).includes(value),
      mustBeOneOf('Sort', productSortValues),
    )
    .transform((value) => (value || 'newest') as ProductSort)
    .meta({ enum: ['', ...productSortValues] }),
  page: pageParam,
  pageSize: z.coerce
    .number({ message: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export type ProductSearch = z.output<typeof productSearchQuerySchema>;

/** GET /api/admin/products: every status unless one is asked for, newest first. */
export const adminProductQuerySchema = z.object({
  status: z.optional(productStatusSchema),
  page: pageParam,
  pageSize: z.coerce
    .number({ message: `pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
    .max(ADMIN_MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
    .default(ADMIN_DEFAULT_PAGE_SIZE),
});
export type AdminProductQuery = z.input<typeof adminProductQuerySchema>;
