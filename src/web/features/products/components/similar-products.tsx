import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '@shared/products/schemas';
import { SIMILAR_PRODUCTS_SHOWN } from '@shared/products/similar';
import { labelOf, productCategories } from '@shared/products/values';
import { Button } from '@web/components/ui/button';
import { useSimilarProducts } from '@web/features/products/api/get-similar-products';
import { ProductCard, ProductCardSkeleton } from '@web/features/products/components/product-card';
import { paths } from '@web/lib/paths';

export const SIMILAR_TITLE = 'Similar items for sale';
export const NO_SIMILAR_TEXT = 'Nothing in this category is for sale right now.';
export const SIMILAR_FAILED_TEXT = 'Similar items could not be loaded.';

const gridClasses = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';

/** On a sold product's page: items of its category still for sale, and the way to the rest. */
export function SimilarProducts({ product }: { product: Product }) {
  const query = useSimilarProducts(product.category);
  const items = query.data?.items ?? [];
  // The marketplace filtered to the category; the cards' "Back to Marketplace" leads there too.
  const categorySearch = `?${new URLSearchParams({ category: product.category }).toString()}`;
  return (
    <section aria-labelledby="similar-title" className="mt-10 grid gap-5">
      <h2 id="similar-title" className="text-xl font-semibold text-brand-950">
        {SIMILAR_TITLE}
      </h2>
      {query.isPending ? (
        <div aria-busy="true" className={gridClasses}>
          <span className="sr-only" role="status">
            Loading similar items...
          </span>
          {Array.from({ length: SIMILAR_PRODUCTS_SHOWN }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </div>
      ) : items.length > 0 ? (
        <ul aria-labelledby="similar-title" className={gridClasses}>
          {items.map((item) => (
            <li key={item.id} className="flex min-w-0">
              <ProductCard product={item} fromSearch={categorySearch} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          {query.isError ? SIMILAR_FAILED_TEXT : NO_SIMILAR_TEXT}
        </p>
      )}
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link to={`${paths.marketplace}${categorySearch}`}>
          See everything in {labelOf(productCategories, product.category)}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
