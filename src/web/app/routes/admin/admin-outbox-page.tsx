import { pageSizeOptions } from '@shared/outbox/schemas';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Pagination, usePaging } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOutbox } from '@web/features/outbox/api/get-outbox';
import { OutboxList } from '@web/features/outbox/components/admin/outbox-list';
import { usePageMeta } from '@web/lib/use-page-meta';

export const OUTBOX_TITLE = 'Email Outbox';
export const OUTBOX_DESCRIPTION =
  'Every email the shop sends, newest first. Without a mail server (the demo) they are kept here and not sent.';

/** The staff's view of the outbox: what customers were (or would be) sent. */
export function AdminOutboxPage() {
  usePageMeta({ title: OUTBOX_TITLE, description: OUTBOX_DESCRIPTION, noindex: true });
  const paging = usePaging(10);
  const query = useOutbox({ page: paging.page, pageSize: paging.pageSize });
  return (
    <PageContainer>
      <PageHeading title={OUTBOX_TITLE} description={OUTBOX_DESCRIPTION} />
      {query.data ? (
        <div className="space-y-4">
          <OutboxList messages={query.data.items} />
          <Pagination
            page={paging.page}
            pageSize={paging.pageSize}
            total={query.data.total}
            onPageChange={paging.onPageChange}
            pageSizeOptions={pageSizeOptions}
            onPageSizeChange={paging.onPageSizeChange}
          />
        </div>
      ) : query.isError ? (
        <p role="alert" className="py-12 text-center">
          The outbox could not be loaded.
        </p>
      ) : (
        <Skeleton className="h-48" />
      )}
    </PageContainer>
  );
}
