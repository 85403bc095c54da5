import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice } from '@shared/money';
import type { ProductListItem } from '@shared/products/schemas';
import { CategoryChip, ConditionChip } from '@web/features/products/components/product-chips';
import { ProductImage } from '@web/features/products/components/product-image';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { addToCart } from '@web/features/products/add-to-cart';
import { usePrefetchProduct } from '@web/features/products/prefetch-product';

/** Picture size of the cards: the demo photos are 800×600, and the box keeps 4:3 either way. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

type ProductCardProps = {
  product: ProductListItem;
  /** The marketplace search the card was found with, so the product page can lead back to it. */
  fromSearch?: string;
  /** The first row loads at once; the rest wait until scrolled near. */
  eager?: boolean;
};

/**
 * A marketplace card: the whole card opens /product/{id} (the title is the link,
 * stretched over the card), the price is in whole pounds, and "Add to Cart" sits above the link.
 */
export function ProductCard({ product, fromSearch = '', eager = false }: ProductCardProps) {
  // Started with the page's code, on the same gestures (app/route-preload.ts).
  const prefetch = usePrefetchProduct(product);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-ring">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ProductImage
          src={product.thumbnailUrl ?? product.imageUrl}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          // One column on phones, then 2, 3 and 4 across (the grid's breakpoints).
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="size-full transition duration-300 group-hover:scale-[1.03]"
        />
        <CategoryChip
          category={product.category}
          className="absolute top-3 left-3 bg-white/95 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ConditionChip condition={product.condition} />
        <h3 className="line-clamp-2 leading-snug font-semibold text-brand-950">
          {/* No outline of its own: the card draws the focus ring around the whole clickable area. */}
          <Link
            to={paths.product(product.id)}
            state={{ marketplaceSearch: fromSearch }}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onTouchStart={prefetch}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-2xl font-bold text-brand-900 tabular-nums">
            <span className="sr-only">Price: </span>
            {formatPrice(product.price)}
          </p>
          <Button
            size="sm"
            variant="accent"
            // Above the stretched link, so it adds to the cart instead of opening the product.
            className="relative z-10"
            onClick={() => addToCart(product)}
          >
            <ShoppingCart aria-hidden="true" />
            Add to Cart
            <span className="sr-only">: {product.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the list loads; the picture box keeps its 4:3 size so nothing shifts. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex items-center justify-between pt-2">
          <Skeleton className="h-8 w-16" />
          <Skeleton className="h-9 w-28" />
        </div>
      </div>
    </div>
  );
}
