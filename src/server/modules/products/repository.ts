/**
 * Products in the database: the public search, the admin list, and the
 * changes, each written with its activity entry in one transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type {
  AdminProduct,
  Product as ProductDto,
  ProductListItem,
  ProductSort,
} from '@shared/products/schemas';
import {
  draftGaps,
  type ProductCategory,
  type ProductRecordStatus,
  type ProductStatus,
} from '@shared/products/values';
import { closedCashAdvanceStatuses } from '@shared/cash-advances/values';
import { openRepairStatuses } from '@shared/repairs/values';
import { ownerOnlyReasons } from '@shared/staff/schemas';
import type { Db } from '../../db/client';
import { cashAdvances, pledgedItems, products, repairs, type Product } from '../../db/schema';
import { audit, changedFields } from '../audit/record';
import { recordActivity, type ActivityEntry } from '../activity/repository';

export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'isAvailable'> & {
  status: ProductStatus;
};
export type ProductChanges = Partial<
  Pick<
    Product,
    'title' | 'description' | 'category' | 'price' | 'condition' | 'imageUrl' | 'thumbnailUrl'
  >
>;

export function toProductListItem(row: Product): ProductListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    condition: row.condition,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProductDto(row: Product): ProductDto {
  return {
    ...toProductListItem(row),
    status: row.status as ProductRecordStatus,
    isAvailable: row.isAvailable,
  };
}

export function toAdminProductDto(row: Product): AdminProduct {
  return { ...toProductDto(row), sellerId: row.sellerId, isAdminProduct: row.isAdminProduct };
}

/** Only an active product can be bought; sold and off-listed ones cannot. */
export const isAvailableFor = (status: ProductStatus) => status === 'active';

/** The user's text matched literally: `%`, `_` and `\` lose their LIKE meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

// A tie-break on id keeps pages stable when dates or prices are equal.
const orderings: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
};

export type ProductSearchOptions = {
  q?: string | undefined;
  category?: ProductCategory | undefined;
  sort: ProductSort;
  page: number;
  pageSize: number;
};

export type ProductPage = { items: Product[]; total: number };

/** The page's rows and the count of every match: two queries with one filter. */
function pageQueries(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
  pageSize: number,
) {
  return {
    rows: db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total: db.select({ n: count() }).from(products).where(where),
  };
}

async function readPage(queries: ReturnType<typeof pageQueries>): Promise<ProductPage> {
  const [items, totals] = await Promise.all([queries.rows, queries.total]);
  return { items, total: totals[0]?.n ?? 0 };
}

/**
 * The marketplace's queries: active products only, optionally in one
 * category and with every word of the search a case-insensitive substring of
 * the title or the description
 * (answered by the trigram indexes of drizzle/0001_product_search.sql).
 * Exposed so the benchmark can EXPLAIN exactly what the API runs.
 */
/** The distinct words of a search text (at most 8: the text is capped anyway). */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, 8);
}

export function productSearchQueries(db: Db, options: ProductSearchOptions) {
  const conditions: SQL[] = [eq(products.status, 'active')];
  if (options.category) conditions.push(eq(products.category, options.category));
  // Every word must be found, in any order and case, in the title or the description.
  for (const word of searchWords(options.q)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(products.title, pattern), ilike(products.description, pattern))!);
  }
  return pageQueries(
    db,
    and(...conditions),
    orderings[options.sort],
    options.page,
    options.pageSize,
  );
}

export function searchProducts(db: Db, options: ProductSearchOptions): Promise<ProductPage> {
  return readPage(productSearchQueries(db, options));
}

/** The admin list: every status unless one is asked for, newest first. */
export function listAdminProducts(
  db: Db,
  options: { status?: ProductStatus | undefined; page: number; pageSize: number },
): Promise<ProductPage> {
  const where = options.status ? eq(products.status, options.status) : undefined;
  return readPage(pageQueries(db, where, orderings.newest, options.page, options.pageSize));
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** What the activity log says about a product reaching a status. */
function statusActivity(
  row: Product,
  event: 'created' | 'changed',
  actorId: string,
): ActivityEntry {
  const status = row.status as ProductStatus;
  const text: Record<ProductStatus, string> = {
    active: event === 'created' ? 'New listing' : 'Product listed',
    sold: 'Product sold',
    inactive: event === 'created' ? 'New product, off-listed' : 'Product off-listed',
    draft: event === 'created' ? 'New draft product' : 'Product back to draft',
  };
  return {
    type: status === 'sold' ? 'product_sale' : 'product',
    description: `${text[status]}: ${row.title}`,
    amount: row.price,
    status,
    actorId,
    entityId: row.id,
    // (A product sold is the product's own record here, not an order.)
    ...(status === 'sold' ? { action: 'product.sold' } : {}),
  };
}

export async function createProduct(db: Db, values: NewProduct, actorId: string): Promise<Product> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ ...values, isAvailable: isAvailableFor(values.status) })
      .returning();
    if (!row) throw new Error('product insert returned no row');
    await recordActivity(tx, {
      ...statusActivity(row, 'created', actorId),
      action: 'product.created',
      changes: changedFields({}, { title: row.title, price: row.price, status: row.status }),
    });
    return row;
  });
}

/**
 * Why only the owner may change the product's price, status or listing, or
 * null: it came from a pledge whose loan is still open (listed for sale after
 * notice), or from an uncollected device whose repair is still open.
 */
export async function ownerHeldReason(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ loanStatus: cashAdvances.status, repairStatus: repairs.status })
    .from(products)
    .leftJoin(pledgedItems, eq(pledgedItems.productId, products.id))
    .leftJoin(
      cashAdvances,
      or(
        eq(cashAdvances.id, products.cashAdvanceId),
        eq(cashAdvances.id, pledgedItems.cashAdvanceId),
      ),
    )
    .leftJoin(repairs, eq(repairs.productId, products.id))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return null;
  const closedLoan: readonly string[] = closedCashAdvanceStatuses;
  const openRepair: readonly string[] = openRepairStatuses;
  if (row.loanStatus && !closedLoan.includes(row.loanStatus)) return ownerOnlyReasons.pledgeProduct;
  if (row.repairStatus && openRepair.includes(row.repairStatus)) {
    return ownerOnlyReasons.uncollectedProduct;
  }
  return null;
}

/**
 * Answers the updated product and the row as it was (whose image may now be
 * unused), or undefined when there is no product with that id.
 */
export async function updateProduct(
  db: Db,
  id: string,
  changes: ProductChanges,
): Promise<{ row: Product; previous: Product } | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!previous) return undefined;
    const [row] = await tx.update(products).set(changes).where(eq(products.id, id)).returning();
    if (!row) throw new Error('locked product disappeared');
    const changed = changedFields(previous, changes);
    if (changed)
      await audit(tx, {
        action: 'product.updated',
        entity: 'product',
        entityId: id,
        changes: changed,
      });
    return { row, previous };
  });
}

/**
 * Moves a product to a status; isAvailable follows. An entry is written only
 * when the status really changes. Undefined when there is no such product.
 */
export async function setProductStatus(
  db: Db,
  id: string,
  status: ProductStatus,
  actorId: string,
): Promise<Product | 'held' | { incomplete: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    // An item in an open order moves only with its order (issue 16).
    if (current?.status === 'reserved') return 'held';
    if (!current || current.status === status) return current;
    // A draft reaches the marketplace only once staff completed it.
    if (current.status === 'draft' && status === 'active') {
      const gaps = draftGaps(current);
      if (gaps.length > 0) return { incomplete: gaps };
    }
    const [row] = await tx
      .update(products)
      .set({ status, isAvailable: isAvailableFor(status) })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new Error('locked product disappeared');
    await recordActivity(tx, {
      ...statusActivity(row, 'changed', actorId),
      changes: { status: { old: current.status, new: row.status } },
    });
    return row;
  });
}

/** Deletes the product with its activity entry; answers the deleted row, undefined when none. */
export async function deleteProduct(
  db: Db,
  id: string,
  actorId: string,
): Promise<Product | 'held' | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (current?.status === 'reserved') return 'held';
    const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
    if (!row) return undefined;
    await recordActivity(tx, {
      type: 'product',
      description: `Product deleted: ${row.title}`,
      amount: row.price,
      status: 'deleted',
      actorId,
      entityId: row.id,
      changes: { title: { old: row.title, new: null }, price: { old: row.price, new: null } },
    });
    return row;
  });
}

/** Which of these image paths some product still shows (as image or thumbnail). */
export async function imagePathsInUse(db: Db, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ imageUrl: products.imageUrl, thumbnailUrl: products.thumbnailUrl })
    .from(products)
    .where(or(inArray(products.imageUrl, paths), inArray(products.thumbnailUrl, paths)));
  const wanted = new Set(paths);
  const used = new Set<string>();
  for (const path of rows.flatMap((row) => [row.imageUrl, row.thumbnailUrl])) {
    if (path !== null && wanted.has(path)) used.add(path);
  }
  return used;
}
