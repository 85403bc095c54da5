import { AlertCircle, PackageOpen, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductStatus } from '@shared/products/values';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { clampPage, Pagination } from '@web/components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useAdminProducts } from '@web/features/products/api/get-admin-products';
import { AdminProductCard } from '@web/features/products/components/admin/admin-product-card';
import { AdminProductForm } from '@web/features/products/components/admin/admin-product-form';

const PAGE_SIZE = 24;

const tabs: ReadonlyArray<{
  status: ProductStatus;
  label: string;
  explanation: string;
  empty: string;
}> = [
  {
    status: 'active',
    label: 'Active Products',
    explanation: 'Listed in the marketplace: customers can see and buy these.',
    empty: 'No active products',
  },
  {
    status: 'sold',
    label: 'Sold Items',
    explanation: 'Sold and no longer on sale. Kept here for your records.',
    empty: 'No sold items',
  },
  {
    status: 'draft',
    label: 'Drafts',
    explanation:
      'Forfeited or listed pawn items waiting to be completed: write a description for customers, add a photo and check the price and condition, then mark it active to list it.',
    empty: 'No drafts to complete',
  },
  {
    status: 'inactive',
    label: 'Off Listed',
    explanation: 'Hidden from the marketplace for now. Mark one active to list it again.',
    empty: 'No off-listed products',
  },
];

const isStatus = (value: string | null): value is ProductStatus =>
  tabs.some((tab) => tab.status === value);

/** Spec "Admin product management" (/admin/products and /admin-products). */
export function AdminProductsPage() {
  usePageMeta({
    title: 'Product Management',
    description: 'Manage marketplace products.',
    noindex: true,
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const currentTab: ProductStatus = isStatus(tabParam) ? tabParam : 'active';
  const [pages, setPages] = useState<Record<ProductStatus, number>>({
    active: 1,
    sold: 1,
    inactive: 1,
    draft: 1,
  });
  const [adding, setAdding] = useState(false);

  // One query per tab: each answers its page and, in X-Total-Count, its tab's count.
  const lists = {
    active: useAdminProducts({ status: 'active', page: pages.active, pageSize: PAGE_SIZE }),
    sold: useAdminProducts({ status: 'sold', page: pages.sold, pageSize: PAGE_SIZE }),
    inactive: useAdminProducts({ status: 'inactive', page: pages.inactive, pageSize: PAGE_SIZE }),
    draft: useAdminProducts({ status: 'draft', page: pages.draft, pageSize: PAGE_SIZE }),
  };
  const queries = Object.values(lists);

  // A tab whose last page emptied (its last card sold or deleted) steps back a page.
  const clamped = {
    active: clampPage(pages.active, lists.active.data?.total ?? 0, PAGE_SIZE),
    sold: clampPage(pages.sold, lists.sold.data?.total ?? 0, PAGE_SIZE),
    inactive: clampPage(pages.inactive, lists.inactive.data?.total ?? 0, PAGE_SIZE),
    draft: clampPage(pages.draft, lists.draft.data?.total ?? 0, PAGE_SIZE),
  };
  if (
    !queries.some((query) => query.isPending || query.isFetching) &&
    (clamped.active !== pages.active ||
      clamped.sold !== pages.sold ||
      clamped.inactive !== pages.inactive ||
      clamped.draft !== pages.draft)
  ) {
    setPages(clamped);
  }
  const loading = queries.some((query) => query.isPending);
  const failed = queries.some((query) => query.isError);

  const selectTab = (value: string) => {
    if (!isStatus(value)) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'active') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading
          title="Product Management"
          description="Add marketplace listings, keep them up to date and mark them sold or off-listed."
          className="mb-0"
        />
        <Button size="lg" className="shrink-0" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      </div>

      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add New Product</DialogTitle>
            <DialogDescription>
              Title, price and category are required. A new product is active, so it goes straight
              into the marketplace.
            </DialogDescription>
          </DialogHeader>
          <AdminProductForm
            aria-label="Add New Product"
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        </DialogContent>
      </Dialog>

      <div className="mt-8">
        {loading ? (
          <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
            <RefreshCw aria-hidden="true" className="size-4 animate-spin" />
            Loading admin products...
          </p>
        ) : failed ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertCircle aria-hidden="true" className="size-5" />
              Failed to load products
            </p>
            <Button
              variant="outline"
              onClick={() => queries.forEach((query) => void query.refetch())}
            >
              Try again
            </Button>
          </div>
        ) : (
          <Tabs value={currentTab} onValueChange={selectTab}>
            <TabsList className="h-auto w-full flex-wrap sm:w-fit">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.status} value={tab.status} className="flex-1 sm:flex-none">
                  {tab.label} ({lists[tab.status].data?.total ?? 0})
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map((tab) => {
              const query = lists[tab.status];
              const total = query.data?.total ?? 0;
              const items = query.data?.items ?? [];
              return (
                <TabsContent key={tab.status} value={tab.status} className="grid gap-6">
                  <p className="text-muted-foreground">{tab.explanation}</p>
                  {items.length === 0 ? (
                    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-16 text-center">
                      <PackageOpen aria-hidden="true" className="size-10 text-muted-foreground" />
                      <p className="font-medium">{tab.empty}</p>
                    </div>
                  ) : (
                    <div
                      aria-busy={query.isPlaceholderData || undefined}
                      className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
                    >
                      {items.map((product) => (
                        <AdminProductCard key={product.id} product={product} />
                      ))}
                    </div>
                  )}
                  <Pagination
                    label={`${tab.label} pages`}
                    page={pages[tab.status]}
                    pageSize={PAGE_SIZE}
                    total={total}
                    onPageChange={(next) => setPages((all) => ({ ...all, [tab.status]: next }))}
                  />
                </TabsContent>
              );
            })}
          </Tabs>
        )}
      </div>
    </PageContainer>
  );
}
