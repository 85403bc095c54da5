/**
 * The public product reads kept by the response cache (decision 007): the
 * marketplace list per normalized query and the detail of an active product.
 * Every product write clears the whole cache, in this instance and (through
 * cache-invalidation.ts) in every other one on the same PostgreSQL, so no
 * answer outlives a change.
 */
import { z } from 'zod';
import {
  TOTAL_COUNT_HEADER,
  productListItemSchema,
  productSchema,
  type ProductSearch,
} from '@shared/products/schemas';
import { publicPageStatuses } from '@shared/products/similar';
import type { CacheInvalidation } from '../../cache-invalidation';
import { timeLimitFor } from '../../cached-value';
import type { Db } from '../../db/client';
import {
  cachedResponse,
  createResponseCache,
  type CachedResponse,
  type ResponseCache,
} from '../../response-cache';
import { findProduct, searchProducts, toProductDto, toProductListItem } from './repository';

/** How a product may be shown: everyone's shared answer, or an admin's own view of one not on sale. */
export type ViewableProduct = { shared: CachedResponse } | { own: ReturnType<typeof toProductDto> };

/** Browsers and shared caches may keep the answer but must revalidate it (ETag → 304) each time. */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';
/** What an admin alone may see (a product that is not active) is never kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The name the product cache goes by in the notifications between instances. */
export const PRODUCT_CACHE = 'products';

/**
 * Bounds: some thousands of pages, kept 5 s on PostgreSQL as a backstop should
 * a notification from another instance be lost. clear() empties every instance's.
 */
export function createProductCache(
  database: { kind: 'pglite' | 'postgres' },
  caches: CacheInvalidation,
  log: { warn(details: object, message: string): void },
): ResponseCache {
  const cache = createResponseCache({
    maxBytes: 32 * 1024 * 1024,
    ttlMs: timeLimitFor(database, 5_000),
    // The old answer keeps being served; the log says why it is not refreshed.
    onReloadError: (error) => log.warn({ err: error }, 'product cache reload failed'),
    trusted: () => caches.trusted(),
  });
  return { ...cache, clear: caches.register(PRODUCT_CACHE, () => cache.clear()) };
}

const productListSchema = z.array(productListItemSchema);

/** One key per normalized search: the parsed query, every field in a fixed order. */
export const productListKey = (search: ProductSearch) =>
  `list:${JSON.stringify([search.q ?? '', search.category ?? '', search.sort, search.page, search.pageSize])}`;

export const productDetailKey = (id: string) => `detail:${id.toLowerCase()}`;

/** The list answer as the route's response schema would serialize it, with its total. */
export async function loadProductList(db: Db, search: ProductSearch): Promise<CachedResponse> {
  const { items, total } = await searchProducts(db, search);
  return cachedResponse(JSON.stringify(productListSchema.encode(items.map(toProductListItem))), {
    [TOTAL_COUNT_HEADER]: String(total),
  });
}

/**
 * The public detail of a product anyone may see; undefined for any other (not kept).
 * A product no longer for sale keeps its title, picture, category and price but not its
 * description: a forfeited pledge can be sold in the shop without ever being listed, and
 * what staff wrote about it was never meant for buyers.
 */
export async function loadPublicProduct(db: Db, id: string): Promise<CachedResponse | undefined> {
  const row = await findProduct(db, id);
  if (!row || !(publicPageStatuses as readonly string[]).includes(row.status)) return undefined;
  const product = toProductDto(row);
  const shown = row.status === 'active' ? product : { ...product, description: '' };
  return cachedResponse(JSON.stringify(productSchema.encode(shown)));
}

const isOnSale = (answer: CachedResponse) =>
  (JSON.parse(answer.body.toString('utf8')) as { status: string }).status === 'active';

/**
 * One product as this visitor may see it (GET /api/products/:id and the product
 * page alike): an active, reserved or sold product reads the same for everyone and comes
 * from the shared cache; any other only for an admin, kept by no cache. undefined: none to show.
 */
export async function readViewableProduct(
  cache: ResponseCache,
  db: Db,
  id: string,
  isAdmin: boolean,
): Promise<ViewableProduct | undefined> {
  const shared = await cache.get(productDetailKey(id), () => loadPublicProduct(db, id));
  // An admin sees a product that is no longer for sale whole, description included.
  if (shared && !(isAdmin && !isOnSale(shared))) return { shared };
  if (!isAdmin) return undefined;
  // Not active (or activated a moment ago): the admin's own view.
  const row = await findProduct(db, id);
  return row ? { own: toProductDto(row) } : undefined;
}
