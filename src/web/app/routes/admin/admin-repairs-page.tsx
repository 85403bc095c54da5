import { CalendarDays, ClipboardList, RotateCw, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { pageSizeOptions } from '@shared/cash-advances/schemas';
import { todayInLondon } from '@shared/repairs/dates';
import { repairStatusLabel } from '@shared/repairs/schemas';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { formatCalendarDate } from '@web/components/ui/date-picker-format';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { clampPage, Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useAdminRepairs } from '@web/features/repairs/api/get-admin-repairs';
import { RepairsList } from '@web/features/repairs/components/admin/repairs-list';
import { RecordHistory } from '@web/features/audit/components/record-history';
import { BooksEntriesLink } from '@web/features/ledger/components/books-entries-link';
import { useStaffRole } from '@web/features/auth/api/staff-role';
import { StatusFilter } from '@web/features/repairs/components/admin/status-filter';
import { useDeskParams } from '@web/features/repairs/components/admin/use-desk-params';

/** /admin/repairs: the repairs desk (issue 5). The router wraps it in the admin gate. */
export function AdminRepairsPage() {
  usePageMeta({
    title: 'Repair Bookings',
    description: 'Book-ins, estimates and collection for the repairs desk.',
    noindex: true,
  });
  const { isOwner } = useStaffRole();
  const [params, setParams] = useDeskParams();
  const query = useAdminRepairs(params);
  const data = query.data;
  const today = todayInLondon();
  const dateInputId = useId();

  // The last row of the last page moved away (a status change under a filter): step back.
  const total = data?.total;
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const page = clampPage(params.page, total, params.pageSize);
    if (page !== params.page) setParams({ page });
  }, [total, params.page, params.pageSize, query.isPlaceholderData, setParams]);

  const filtered = params.status !== 'all' || params.date !== '';

  return (
    <PageContainer>
      <PageHeading
        title="Repair Bookings"
        description="Book-ins, estimates and collection for the repairs desk"
      />

      <div className="mb-5 flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
        <StatusFilter
          value={params.status}
          onChange={(status) => setParams({ status })}
          counts={data?.counts ?? null}
        />
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={dateInputId} className="flex items-center gap-1.5">
              <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
              Appointment date
            </Label>
            <Input
              id={dateInputId}
              type="date"
              value={params.date}
              onChange={(event) => setParams({ date: event.target.value })}
              className="h-9 w-44"
            />
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={params.date === today}
            onClick={() => setParams({ date: today })}
          >
            Today
          </Button>
          {params.date ? (
            <Button variant="ghost" size="sm" onClick={() => setParams({ date: '' })}>
              <X aria-hidden="true" />
              Any date
            </Button>
          ) : null}
        </div>
      </div>

      <Card className="gap-0 overflow-hidden py-0">
        <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
          <h2 className="text-base font-semibold">
            {params.status === 'all' ? 'All bookings' : repairStatusLabel(params.status)}
            {params.date ? (
              <span className="font-normal text-muted-foreground">
                {' '}
                on {formatCalendarDate(params.date, 'short')}
              </span>
            ) : null}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RotateCw
              className={query.isFetching ? 'animate-spin' : undefined}
              aria-hidden="true"
            />
            <span className="hidden sm:inline">Refresh</span>
            <span className="sr-only sm:hidden">Refresh bookings</span>
          </Button>
        </div>

        {query.isPending ? (
          <LoadingRows />
        ) : query.isError && !data ? (
          <div className="grid justify-items-center gap-3 px-4 py-12 text-center">
            <p className="font-semibold">The bookings could not be loaded.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : data && data.items.length > 0 ? (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <RepairsList
              repairs={data.items}
              today={today}
              history={
                isOwner
                  ? (id) => (
                      <>
                        <BooksEntriesLink reference={id} />
                        <RecordHistory entity="repair" entityId={id} />
                      </>
                    )
                  : undefined
              }
            />
          </div>
        ) : (
          <div className="grid justify-items-center gap-2 px-4 py-14 text-center">
            <ClipboardList className="size-10 text-muted-foreground/60" aria-hidden="true" />
            <p className="font-semibold">No repair bookings found</p>
            <p className="text-sm text-muted-foreground">
              {filtered
                ? 'Nothing matches these filters. Try another status or date.'
                : 'New bookings from the repairs page appear here.'}
            </p>
          </div>
        )}
      </Card>

      {data ? (
        <Pagination
          className="mt-4"
          label="Repair bookings pages"
          page={params.page}
          pageSize={params.pageSize}
          total={data.total}
          onPageChange={(page) => setParams({ page })}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={(pageSize) => setParams({ pageSize })}
        />
      ) : null}
    </PageContainer>
  );
}

function LoadingRows() {
  return (
    <div className="grid gap-3 p-4 sm:p-5" aria-busy="true">
      <span className="sr-only">Loading bookings...</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}
