import { useCallback, useId } from 'react';
import { ALL_CATEGORIES } from '@shared/products/values';
import { PageContainer } from '@web/components/page/page-container';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useMarketplaceProducts } from '@web/features/products/api/get-products';
import { MarketplaceFilters } from '@web/features/products/components/marketplace-filters';
import { MarketplaceHero } from '@web/features/products/components/marketplace-hero';
import { ProductGrid } from '@web/features/products/components/product-grid';
import { SearchBox } from '@web/features/products/components/search-box';
import { SellPanel } from '@web/features/products/components/sell-panel';
import { WhySellPanel } from '@web/features/products/components/why-sell-panel';
import {
  DEFAULT_SORT,
  marketplaceSearchParams,
  useMarketplaceSearch,
} from '@web/features/products/use-marketplace-search';

function resultsText(total: number, q: string, category: string): string {
  const count = `${total} ${total === 1 ? 'product' : 'products'}`;
  const where = category === ALL_CATEGORIES ? '' : ` in ${category}`;
  return q ? `${count} for “${q}”${where}` : `${count}${where}`;
}

/** Spec "Marketplace" (/marketplace). */
export function MarketplacePage() {
  usePageMeta({
    title: 'Marketplace',
    description:
      'Second-hand electronics, jewellery, tools and accessories from a local Leeds shop, with same-day delivery in the Leeds area.',
  });
  const { isAdmin, isLoading: userLoading } = useCurrentUser();
  const { search, update } = useMarketplaceSearch();
  const searchFormId = useId();
  const products = useMarketplaceProducts(search);
  // Stable while the URL stays put, so the search box's pause timer is not restarted by re-renders.
  const searchFor = useCallback(
    (q: string, options: { replace: boolean }) => update({ q }, options),
    [update],
  );

  const pages = products.data?.pages;
  const items = pages?.flatMap((page) => page.items);
  const total = pages?.[0]?.total ?? 0;
  const filtered = search.q !== '' || search.category !== ALL_CATEGORIES;
  const fromSearch = marketplaceSearchParams(search).toString();

  return (
    <>
      <MarketplaceHero
        search={<SearchBox id={searchFormId} value={search.q} onSearch={searchFor} />}
      />
      <PageContainer className="grid gap-10">
        {userLoading ? null : isAdmin ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <SellPanel mode="admin" />
            <WhySellPanel />
          </div>
        ) : (
          <SellPanel mode="customer" />
        )}

        <section aria-labelledby="products-title" className="grid gap-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="products-title" className="text-2xl font-bold tracking-tight text-brand-950">
                {filtered ? 'Search results' : 'All products'}
              </h2>
              <p role="status" className="mt-1 text-sm text-muted-foreground">
                {items ? resultsText(total, search.q, search.category) : ''}
              </p>
            </div>
            <MarketplaceFilters
              search={search}
              onChange={(changes) => update(changes)}
              formId={searchFormId}
            />
          </div>
          <ProductGrid
            items={items}
            total={total}
            loading={products.isPending}
            stale={products.isPlaceholderData}
            failed={products.isError}
            onRetry={() => void products.refetch()}
            hasMore={products.hasNextPage}
            loadingMore={products.isFetchingNextPage}
            onLoadMore={() => void products.fetchNextPage()}
            onClearFilters={
              filtered
                ? () => update({ q: '', category: ALL_CATEGORIES, sort: DEFAULT_SORT })
                : undefined
            }
            fromSearch={fromSearch ? `?${fromSearch}` : ''}
          />
        </section>
      </PageContainer>
    </>
  );
}
