import { ArrowLeft, PackageCheck, PackageX, ShoppingCart } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { formatGBP } from '@shared/money';
import type { Product } from '@shared/products/schemas';
import { isGoneToBuyer } from '@shared/products/similar';
import { labelOf, productConditions, productStatuses } from '@shared/products/values';
import { PageContainer } from '@web/components/page/page-container';
import { CategoryChip, ConditionChip } from '@web/features/products/components/product-chips';
import { ProductImage } from '@web/features/products/components/product-image';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';
import { addToCart } from '@web/features/products/add-to-cart';
import { useProduct } from '@web/features/products/api/get-product';
import { PRODUCT_PAGE_PICTURE } from '@web/features/products/prefetch-product';
import { DeliveryContactCard } from '@web/features/products/components/product-parts';
import { ProductJsonLd } from '@web/features/products/product-json-ld';
import { SimilarProducts } from '@web/features/products/components/similar-products';

export const PRODUCT_NOT_FOUND_TITLE = 'Product Not Found';
export const PRODUCT_NOT_FOUND_TEXT =
  "The product you're looking for doesn't exist or has been removed.";
export const NO_DESCRIPTION = 'No description provided.';
export const PRODUCT_SOLD_TITLE = 'This item has been sold';
export const PRODUCT_RESERVED_TITLE = 'This item has just been ordered';
export const PRODUCT_GONE_TEXT = 'It is no longer for sale. Have a look at similar items below.';

/** What a product's page says when a buyer has taken it (held by an order, or sold). */
function GoneNotice({ product }: { product: Product }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <PackageCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">
          {product.status === 'sold' ? PRODUCT_SOLD_TITLE : PRODUCT_RESERVED_TITLE}
        </p>
        <p className="text-sm">{PRODUCT_GONE_TEXT}</p>
      </div>
    </div>
  );
}

/** The meta description names the product, its price and condition (for sharing and search). */
function metaDescription(product: Product): string {
  const summary = `${product.title}, ${formatGBP(product.price)}, ${labelOf(productConditions, product.condition)}.`;
  const text = product.description.replace(/\s+/g, ' ').trim();
  const more = text.length > 110 ? `${text.slice(0, 107).trimEnd()}…` : text;
  return `${summary} ${more} Same-day delivery in Leeds.`.replace(/\s+/g, ' ').trim();
}

/** Back to the marketplace, to the search the visitor came from when there was one. */
function useMarketplaceLink(): string {
  const state: unknown = useLocation().state;
  const search =
    state && typeof state === 'object' && 'marketplaceSearch' in state
      ? state.marketplaceSearch
      : '';
  return typeof search === 'string' && search.startsWith('?')
    ? `${paths.marketplace}${search}`
    : paths.marketplace;
}

function BackLink() {
  return (
    <Link
      to={useMarketplaceLink()}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Marketplace
    </Link>
  );
}

/** Spec "Product detail" (/product/{id}). */
/** Resolves once the page can be drawn whole (its delivery card's code, when it needs it). */
export const productPartsReady = () => DeliveryContactCard.ready();

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const product = query.data ?? null;

  const gone = product !== null && isGoneToBuyer(product.status);

  usePageMeta(
    product
      ? gone
        ? // Still a page (200) for whoever follows an old link, but not one for search results.
          { title: `${product.title}: no longer for sale`, noindex: true }
        : { title: product.title, description: metaDescription(product) }
      : query.isPending
        ? { title: 'Product Details' }
        : { title: PRODUCT_NOT_FOUND_TITLE, noindex: true, status: 404 },
  );

  if (query.isPending) {
    return (
      <PageContainer aria-busy="true">
        <span role="status" className="sr-only">
          Loading product...
        </span>
        <Skeleton className="h-5 w-44" />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div className="grid gap-5">
            <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          </div>
          <div className="grid content-start gap-4">
            <Skeleton className="h-6 w-40 rounded-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-32" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      </PageContainer>
    );
  }

  if (!product) {
    return (
      <PageContainer>
        <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-12 text-center shadow-sm">
          <PackageX aria-hidden="true" className="size-12 text-muted-foreground" />
          <h1 className="text-2xl font-bold text-brand-950">{PRODUCT_NOT_FOUND_TITLE}</h1>
          <p className="text-muted-foreground">{PRODUCT_NOT_FOUND_TEXT}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={paths.marketplace}>
                <ArrowLeft aria-hidden="true" />
                Back to Marketplace
              </Link>
            </Button>
            {query.isError ? (
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try again
              </Button>
            ) : null}
          </div>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <BackLink />
      {/*
        Phones read picture, buying facts, description, then delivery; wide screens put the
        picture and description on the left and the facts with delivery beside them.
      */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr]">
        <ProductImage
          src={product.imageUrl}
          alt={product.title}
          width={PRODUCT_PAGE_PICTURE.width}
          height={PRODUCT_PAGE_PICTURE.height}
          sizes={PRODUCT_PAGE_PICTURE.sizes}
          priority
          whenMissing="message"
          className="order-1 aspect-[4/3] w-full rounded-xl border border-border shadow-sm lg:col-start-1 lg:row-start-1"
        />
        <div className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-6">
          <div className="order-2 grid content-start gap-4">
            <div className="flex flex-wrap gap-2">
              <CategoryChip category={product.category} />
              <ConditionChip condition={product.condition} />
              {product.status === 'active' || gone ? null : (
                <Badge variant="warning">
                  {labelOf(productStatuses, product.status)}: only admins see this page
                </Badge>
              )}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
              {product.title}
            </h1>
            <p className="text-3xl font-extrabold text-brand-900 tabular-nums sm:text-4xl">
              <span className="sr-only">Price: </span>
              {formatGBP(product.price)}
            </p>
            {gone ? (
              <GoneNotice product={product} />
            ) : (
              <Button
                size="lg"
                variant="accent"
                className="w-full sm:w-fit"
                disabled={!product.isAvailable}
                onClick={() => addToCart(product)}
              >
                <ShoppingCart aria-hidden="true" />
                Add to Cart
              </Button>
            )}
          </div>
          <div className="order-4">
            <DeliveryContactCard />
          </div>
        </div>
        {/* A sold item's description is not sent to visitors: nothing to read about it. */}
        {gone && !product.description.trim() ? null : (
          <section
            aria-labelledby="description-title"
            className="order-3 lg:col-start-1 lg:row-start-2"
          >
            <h2 id="description-title" className="text-xl font-semibold text-brand-950">
              Description
            </h2>
            <p className="mt-2 leading-relaxed whitespace-pre-line text-foreground/90">
              {product.description.trim() || NO_DESCRIPTION}
            </p>
          </section>
        )}
      </div>
      {gone ? <SimilarProducts product={product} /> : null}
      <ProductJsonLd product={product} />
    </PageContainer>
  );
}
