/**
 * The cart, kept in this browser (localStorage) so it survives a reload and a
 * sign-in; the server checks every item again at checkout. Each product is a
 * single second-hand item, so an item is in the cart at most once.
 */
import { useSyncExternalStore } from 'react';

export const CART_STORAGE_KEY = 'bcr-cart-v1';

export type CartItem = {
  productId: string;
  title: string;
  /** The price when added, "349.00"; the cart page shows the current one. */
  price: string;
  imageUrl: string | null;
};

/**
 * Whether a stored entry is a cart item. Checked by hand rather than with zod:
 * the cart button is on every page, and zod would add some 25 KB to the first
 * download of every page for this one check.
 */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === 'string' &&
    typeof item.title === 'string' &&
    typeof item.price === 'string' &&
    (item.imageUrl === null || typeof item.imageUrl === 'string')
  );
}

const EMPTY: readonly CartItem[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedItems: readonly CartItem[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored cart; anything unreadable counts as empty. */
export function readCart(): readonly CartItem[] {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed) && parsed.every(isCartItem) ? parsed : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function writeCart(items: readonly CartItem[]) {
  storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

/** Adds the item unless it is already there; answers false when it was. */
export function addCartItem(item: CartItem): boolean {
  const items = readCart();
  if (items.some((existing) => existing.productId === item.productId)) return false;
  writeCart([...items, item]);
  return true;
}

export function removeCartItem(productId: string): void {
  writeCart(readCart().filter((item) => item.productId !== productId));
}

/** After an order: the ordered items leave the cart (others added meanwhile stay). */
export function removeCartItems(productIds: readonly string[]): void {
  const gone = new Set(productIds.map((id) => id.toLowerCase()));
  writeCart(readCart().filter((item) => !gone.has(item.productId.toLowerCase())));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}
