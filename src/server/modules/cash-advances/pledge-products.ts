/**
 * A pledge that leaves the pawn book for the shop's stock, forfeited
 * (s.120(1)(a)) or listed after a notice of sale (s.121): each held item
 * becomes a draft product that staff complete before it is listed (decision
 * 028). One helper for both ways, so the two never drift apart.
 *
 * The draft carries only what a buyer may see: a title from the item's
 * description and a suggested price. The description for customers is left
 * for staff to write, and the serial number, the agreement and any notes stay
 * in the pawn book. Listing it (PUT /api/admin/products/:id/status, active) is
 * refused until it has a title, a description, a price and a photo (draftGaps).
 */
import { and, eq } from 'drizzle-orm';
import type { ItemCategory } from '@shared/cash-advances/values';
import { penniesToDecimal } from '@shared/money-math';
import type { ProductCategory } from '@shared/products/values';
import type { Tx } from '../../db/client';
import { pledgedItems, products, type PledgedItem } from '../../db/schema';
import { shorten } from './repository';

/** Pawned categories as the marketplace lists them. */
const marketplaceCategory: Record<ItemCategory, ProductCategory> = {
  jewelry: 'Jewelry',
  gold: 'Jewelry',
  watches: 'Accessories',
  electronics: 'Electronics',
  tools: 'Tools',
  'musical-instruments': 'Home',
  collectibles: 'Home',
  other: 'Home',
};

export const productCategoryFor = (category: string): ProductCategory =>
  marketplaceCategory[category as ItemCategory] ?? 'Home';

export type PledgeDrafts = {
  loanId: string;
  /** The pledge's items still held; each becomes one draft. */
  items: readonly PledgedItem[];
  /** The suggested prices' total, shared between the items (the first takes the odd pennies). */
  totalPennies: number;
  /** The lowest suggested price of one item. */
  minimumPennies: number;
  /** What the items become in the pawn book. */
  itemStatus: 'forfeited' | 'for_sale';
  actorId: string | null;
  /** The seed backdates its drafts. */
  createdAt?: Date;
};

/** Each item a draft product linked to the loan and its pledged item; the products' ids. */
export async function draftProductsFromPledge(tx: Tx, drafts: PledgeDrafts): Promise<string[]> {
  const { items, totalPennies } = drafts;
  const share = items.length > 0 ? Math.floor(totalPennies / items.length) : 0;
  const productIds: string[] = [];
  for (const [index, item] of items.entries()) {
    const price = index === 0 ? totalPennies - share * (items.length - 1) : share;
    const [product] = await tx
      .insert(products)
      .values({
        sellerId: drafts.actorId,
        title: shorten(item.description, 120),
        description: '',
        category: productCategoryFor(item.category),
        price: penniesToDecimal(Math.max(price, drafts.minimumPennies)),
        condition: 'good',
        status: 'draft',
        isAvailable: false,
        isAdminProduct: true,
        cashAdvanceId: drafts.loanId,
        ...(drafts.createdAt ? { createdAt: drafts.createdAt } : {}),
      })
      .returning({ id: products.id });
    productIds.push(product!.id);
    await tx
      .update(pledgedItems)
      .set({ status: drafts.itemStatus, productId: product!.id })
      .where(and(eq(pledgedItems.id, item.id), eq(pledgedItems.status, 'held')));
  }
  return productIds;
}
