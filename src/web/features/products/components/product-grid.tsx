import { AlertCircle, Loader2, SearchX } from 'lucide-react';
import type { ProductListItem } from '@shared/products/schemas';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { PRODUCTS_FETCH_FAILED } from '@web/features/products/api/get-products';
import { ProductCard, ProductCardSkeleton } from '@web/features/products/components/product-card';

/** Spec section 9: eight placeholder cards while the list loads. */
export const SKELETON_CARDS = 8;
export const NO_PRODUCTS_TEXT = 'No products found matching your criteria.';

const gridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 xl:gap-6';

type ProductGridProps = {
  items: readonly ProductListItem[] | undefined;
  total: number;
  /** The first answer for this page has not come yet. */
  loading: boolean;
  /** Showing the previous search's cards while the new one loads. */
  stale: boolean;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Offered with the empty text when a search or filter is set. */
  onClearFilters?: (() => void) | undefined;
  /** The URL query the cards were found with, handed to the product page. */
  fromSearch: string;
};

/** The marketplace grid and its loading, failed, empty and "Load more" states. */
export function ProductGrid({
  items,
  total,
  loading,
  stale,
  failed,
  onRetry,
  hasMore,
  loadingMore,
  onLoadMore,
  onClearFilters,
  fromSearch,
}: ProductGridProps) {
  if (loading) {
    return (
      <div aria-busy="true" className={gridClasses}>
        <span className="sr-only" role="status">
          Loading products...
        </span>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (failed && !items) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center text-red-900"
      >
        <AlertCircle aria-hidden="true" className="size-8" />
        <p className="font-semibold">{PRODUCTS_FETCH_FAILED}</p>
        <p className="text-sm">Check your connection and try again.</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }

  if (!items || items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-medium">{NO_PRODUCTS_TEXT}</p>
        {onClearFilters ? (
          <Button variant="outline" onClick={onClearFilters}>
            Clear search and filters
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <ul
        aria-busy={stale || undefined}
        aria-label="Products"
        className={cn(gridClasses, 'transition-opacity', stale && 'opacity-60')}
      >
        {items.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} fromSearch={fromSearch} eager={index < 4} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground tabular-nums">
            Showing {items.length} of {total} products
          </p>
          <Button
            variant="outline"
            size="lg"
            aria-disabled={loadingMore}
            onClick={() => {
              if (!loadingMore) onLoadMore();
            }}
          >
            {loadingMore ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
