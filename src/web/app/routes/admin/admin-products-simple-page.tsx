import { AlertCircle, PackageOpen, Plus, RefreshCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Button } from '@web/components/ui/button';
import { clampPage, Pagination } from '@web/components/ui/pagination';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useAdminProducts } from '@web/features/products/api/get-admin-products';
import { AdminProductForm } from '@web/features/products/components/admin/admin-product-form';
import { SimpleProductCard } from '@web/features/products/components/admin/simple-product-card';
import { renderStandaloneImageSlot } from '@web/features/products/components/admin/standalone-image-slot';

const PAGE_SIZE = 50;

/**
 * Spec "Simplified admin product variant" (/admin/products-old): every product in
 * one plain list with inline forms. Same hooks, schema and form as the main screen.
 */
export function AdminProductsSimplePage() {
  usePageMeta({
    title: 'Product Management (Ultra Simple)',
    description: 'Manage marketplace products (simplified).',
    noindex: true,
  });
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  const addFormId = useId();
  const products = useAdminProducts({ page, pageSize: PAGE_SIZE });
  const total = products.data?.total ?? 0;
  const items = products.data?.items ?? [];

  // The last entry of the last page went: show the page before.
  const lastPage = clampPage(page, total, PAGE_SIZE);
  if (!products.isFetching && products.data && lastPage !== page) setPage(lastPage);

  return (
    <PageContainer className="max-w-4xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading
          title="Product Management (Ultra Simple)"
          description="Every product in one list: add, edit and delete."
          className="mb-0"
        />
        <Button
          className="shrink-0"
          variant={adding ? 'secondary' : 'default'}
          aria-expanded={adding}
          aria-controls={addFormId}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
          Add Product
        </Button>
      </div>

      {adding ? (
        <section
          id={addFormId}
          aria-labelledby={`${addFormId}-title`}
          className="mt-6 rounded-xl border border-border bg-card p-5 shadow-sm"
        >
          <h2 id={`${addFormId}-title`} className="mb-4 text-lg font-semibold">
            Add Product
          </h2>
          <AdminProductForm
            aria-label="Add Product"
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
            renderImageField={renderStandaloneImageSlot}
          />
        </section>
      ) : null}

      <div className="mt-8 grid gap-4">
        {products.isPending ? (
          <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
            <RefreshCw aria-hidden="true" className="size-4 animate-spin" />
            Loading products...
          </p>
        ) : products.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
          >
            <p className="flex items-center gap-2 font-semibold">
              <AlertCircle aria-hidden="true" className="size-5" />
              Failed to load products
            </p>
            <Button variant="outline" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-16 text-center">
            <PackageOpen aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">No products found. Add your first product to get started!</p>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {total} {total === 1 ? 'product' : 'products'}
            </p>
            <ul className="grid gap-4" aria-busy={products.isPlaceholderData || undefined}>
              {items.map((product) => (
                <li key={product.id}>
                  <SimpleProductCard product={product} />
                </li>
              ))}
            </ul>
            <Pagination
              label="Product pages"
              page={page}
              pageSize={PAGE_SIZE}
              total={total}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}
