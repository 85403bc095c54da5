/** What the sitemap needs from the database: the products anyone may see. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

export type SitemapProduct = { id: string; createdAt: Date };

/** Active products, newest first, at most `limit` of them. */
export function listActiveProductsForSitemap(db: Db, limit: number): Promise<SitemapProduct[]> {
  return db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.status, 'active'))
    .orderBy(desc(products.createdAt))
    .limit(limit);
}
