import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from '@web/features/orders/api/cart-store';
import { paths } from '@web/lib/paths';

/** The header's cart icon with the number of items (desktop and mobile). */
export function CartButton() {
  const count = useCart().length;
  return (
    <Link
      to={paths.cart}
      className="relative inline-flex size-10 items-center justify-center rounded-md hover:bg-white/10"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-xs font-bold text-brand-950 tabular-nums"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
