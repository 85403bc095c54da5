import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  pageSizeOptions,
  type CashAdvance,
  type RequestGroup,
} from '@shared/cash-advances/schemas';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import {
  loanBookCsvUrl,
  useAdminCashAdvances,
} from '@web/features/cash-advances/api/get-admin-cash-advances';
import {
  LoanBookToolbar,
  type LoanBookFilters,
} from '@web/features/cash-advances/components/admin/loan-book-filters';
import { useMarkCashAdvanceProcessed } from '@web/features/cash-advances/api/mark-cash-advance-processed';
import { MarkProcessedDialog } from '@web/features/cash-advances/components/admin/mark-processed-dialog';
import { RequestsTable } from '@web/features/cash-advances/components/admin/requests-table';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';

const DEFAULT_PAGE_SIZE = 5;

const tabs: Record<
  RequestGroup,
  { label: string; heading: string; countText: (count: number) => string }
> = {
  active: {
    label: 'Active Requests',
    heading: 'Active Cash Advance Requests',
    countText: (count) => `${count} pending review`,
  },
  processed: {
    label: 'Processed',
    heading: 'Processed Cash Advance Requests',
    countText: (count) => `${count} completed`,
  },
};

const isGroup = (value: string): value is RequestGroup =>
  value === 'active' || value === 'processed';

/**
 * Spec "Admin cash advance requests". The server pages each tab; one page size
 * serves both tabs (chosen on the active tab); switching tab or size goes back to page 1.
 */
export function AdminCashAdvancesPage() {
  usePageMeta({
    title: 'Cash Advance Requests',
    description: 'Manage customer cash advance applications',
    noindex: true,
  });
  const [tab, setTab] = useState<RequestGroup>('active');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<LoanBookFilters>({ search: '', overdue: false });
  const query = useAdminCashAdvances({ group: tab, page, pageSize, ...filters });
  const markProcessed = useMarkCashAdvanceProcessed();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  // The request whose "Mark as Processed" waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<CashAdvance | null>(null);

  const data = query.data;
  const counts = data?.counts;
  // While another tab's answer is still on screen, show placeholders instead of its rows.
  const current = data && data.group === tab ? data : null;

  const changeTab = (value: string) => {
    if (!isGroup(value)) return;
    setTab(value);
    setPage(1);
  };

  const changeFilters = (next: LoanBookFilters) => {
    setFilters(next);
    setPage(1);
  };

  const changePageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };

  const onMarkProcessed = (id: string) => {
    const lastOnPage = current?.items.length === 1 && page > 1;
    markProcessed.mutate(id, {
      onSuccess: () => {
        toast({
          title: 'Request Updated',
          description: 'Cash advance request marked as processed.',
        });
        if (lastOnPage) setPage(page - 1);
        // The row is gone; keep keyboard focus in the panel rather than lost on the page.
        panelHeading.current?.focus();
      },
      onError: () => {
        toast({
          title: 'Error',
          description: 'Failed to update request status.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <PageContainer>
      <MarkProcessedDialog
        request={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(request) => {
          setConfirming(null);
          onMarkProcessed(request.id);
        }}
      />
      <PageHeading
        title="Cash Advance Requests"
        description="Manage customer cash advance applications"
      />
      <LoanBookToolbar
        filters={filters}
        onChange={changeFilters}
        csvUrl={loanBookCsvUrl({ group: tab, ...filters })}
      />
      <Tabs value={tab} onValueChange={changeTab}>
        <TabsList aria-label="Request groups">
          {(Object.keys(tabs) as RequestGroup[]).map((group) => (
            <TabsTrigger key={group} value={group} className="px-4">
              {tabs[group].label}
              {counts ? (
                <Badge variant={group === tab ? 'default' : 'outline'} className="tabular-nums">
                  {counts[group]}
                </Badge>
              ) : (
                <Skeleton className="h-5 w-7 rounded-full" />
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.keys(tabs) as RequestGroup[]).map((group) => (
          <TabsContent key={group} value={group}>
            <Card className="gap-0 py-0">
              <div className="flex flex-wrap items-end justify-between gap-2 border-b border-border px-5 py-4">
                <div>
                  <h2
                    ref={group === tab ? panelHeading : undefined}
                    tabIndex={-1}
                    className="text-lg font-semibold text-brand-950 outline-none"
                  >
                    {tabs[group].heading}
                  </h2>
                  <div className="text-sm text-muted-foreground" aria-live="polite">
                    {counts ? (
                      tabs[group].countText(counts[group])
                    ) : (
                      <Skeleton className="mt-1 h-4 w-28" />
                    )}
                  </div>
                </div>
                {query.isFetching && current ? (
                  <span className="text-xs text-muted-foreground" role="status">
                    Updating...
                  </span>
                ) : null}
              </div>
              {query.isError && !current ? (
                <div
                  role="alert"
                  className="flex flex-col items-center gap-3 px-5 py-12 text-center"
                >
                  <p className="font-medium">The requests could not be loaded.</p>
                  <Button variant="outline" onClick={() => void query.refetch()}>
                    <RefreshCw aria-hidden="true" />
                    Try again
                  </Button>
                </div>
              ) : (
                <div
                  aria-busy={!current || query.isPlaceholderData || undefined}
                  className={cn(
                    'transition-opacity',
                    current && query.isPlaceholderData && 'opacity-60',
                  )}
                >
                  <RequestsTable
                    items={current ? current.items : null}
                    withActions={group === 'active'}
                    pageSize={pageSize}
                    caption={tabs[group].heading}
                    onMarkProcessed={setConfirming}
                    processingId={
                      markProcessed.isPending ? (markProcessed.variables ?? null) : null
                    }
                  />
                </div>
              )}
              {current ? (
                <Pagination
                  className="border-t border-border px-5 py-3"
                  label={`${tabs[group].label} pages`}
                  page={page}
                  pageSize={pageSize}
                  total={current.total}
                  onPageChange={setPage}
                  {...(group === 'active'
                    ? { pageSizeOptions, onPageSizeChange: changePageSize }
                    : {})}
                />
              ) : null}
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
