import { useQueries } from '@tanstack/react-query';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatGBP } from '@shared/money';
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { productQueryOptions } from '@web/features/products/api/get-product';
import { removeCartItem, useCart, type CartItem } from '@web/features/orders/api/cart-store';
import { paths } from '@web/lib/paths';

export const EMPTY_CART_TEXT = 'Your cart is empty.';
export const UNAVAILABLE_TEXT = 'No longer available';

export type CartLine = CartItem & { available: boolean; loading: boolean };

/** The cart with each item's current price and availability, read from the public product API. */
export function useCartLines(): { lines: CartLine[]; loading: boolean } {
  const items = useCart();
  const products = useQueries({
    queries: items.map((item) => productQueryOptions(item.productId)),
  });
  const lines = items.map((item, index) => {
    const query = products[index];
    const product = query?.data;
    return {
      ...item,
      price: product?.price ?? item.price,
      title: product?.title ?? item.title,
      available: query?.isPending ? true : product != null && product.status === 'active',
      loading: query?.isPending ?? false,
    };
  });
  return { lines, loading: lines.some((line) => line.loading) };
}

export const sumPrices = (lines: readonly { price: string }[]) =>
  penniesToDecimal(lines.reduce((sum, line) => sum + (parsePennies(line.price) ?? 0), 0));

export function CartView() {
  const { lines, loading } = useCartLines();
  if (lines.length === 0) {
    return (
      <Card className="items-center gap-4 px-6 py-12 text-center">
        <ShoppingCart className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{EMPTY_CART_TEXT}</p>
        <Button asChild>
          <Link to={paths.marketplace}>Browse the marketplace</Link>
        </Button>
      </Card>
    );
  }
  const available = lines.filter((line) => line.available);
  const unavailable = lines.length - available.length;
  return (
    <Card className="gap-0 py-0">
      <ul aria-label="Items in your cart" className="divide-y divide-border">
        {lines.map((line) => (
          <li key={line.productId} className="flex items-center gap-4 px-5 py-4">
            <div className="min-w-0 flex-1">
              <Link to={paths.product(line.productId)} className="font-medium hover:underline">
                {line.title}
              </Link>
              {line.available ? null : (
                <p className="text-sm font-medium text-destructive">{UNAVAILABLE_TEXT}</p>
              )}
            </div>
            {line.loading ? (
              <Skeleton className="h-5 w-16" />
            ) : (
              <span className="font-semibold tabular-nums">{formatGBP(line.price)}</span>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${line.title}`}
              onClick={() => removeCartItem(line.productId)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-border px-5 py-4">
        <p className="text-lg">
          Total:{' '}
          <strong className="tabular-nums" data-testid="cart-total">
            {formatGBP(sumPrices(available))}
          </strong>
        </p>
        {unavailable > 0 ? (
          <p className="text-sm text-muted-foreground">
            Remove the items no longer available to check out.
          </p>
        ) : null}
        <Button asChild={unavailable === 0 && !loading} disabled={unavailable > 0 || loading}>
          {unavailable === 0 && !loading ? (
            <Link to={paths.checkout}>Checkout</Link>
          ) : (
            <span>Checkout</span>
          )}
        </Button>
      </div>
    </Card>
  );
}
