import type { ReactNode } from 'react';
import { PageContainer } from '@web/components/page/page-container';
import { usePageMeta } from '@web/lib/use-page-meta';

/**
 * Frame of the developer test pages the route table keeps (spec section 2). They
 * carry no product behaviour and are kept out of search engines (PRODUCT.md).
 */
export function DevTestPage({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta({ title, noindex: true });
  return (
    <PageContainer className="max-w-2xl">
      <p className="mb-3 inline-block rounded bg-muted px-2 py-1 text-xs font-medium text-muted-foreground">
        Developer test page
      </p>
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      <div className="space-y-4 rounded-lg border border-border bg-card p-5">{children}</div>
    </PageContainer>
  );
}
