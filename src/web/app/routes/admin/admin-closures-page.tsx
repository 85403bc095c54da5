import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import { useClosures } from '@web/features/closures/api/closures';
import { ClosuresManager } from '@web/features/closures/components/admin/closures-manager';
import { usePageMeta } from '@web/lib/use-page-meta';

export const CLOSURES_TITLE = 'Closures';
export const CLOSURES_DESCRIPTION =
  'Days the shop is closed beyond Sundays and bank holidays: no repair slots, deliveries or collections, and loans falling due move to the next opening day.';

/** /admin/closures: the staff's closures of the shop calendar (decision 028). */
export function AdminClosuresPage() {
  usePageMeta({ title: CLOSURES_TITLE, description: CLOSURES_DESCRIPTION, noindex: true });
  const query = useClosures();
  return (
    <PageContainer>
      <PageHeading title={CLOSURES_TITLE} description={CLOSURES_DESCRIPTION} />
      {query.data ? (
        <ClosuresManager list={query.data} />
      ) : query.isError ? (
        <p role="alert" className="py-12 text-center">
          The closures could not be loaded.
        </p>
      ) : (
        <Skeleton className="h-48" />
      )}
    </PageContainer>
  );
}
