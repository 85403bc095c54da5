import { useSearchParams } from 'react-router';
import { PageContainer, PageHeading, TableSection } from '@web/components/page/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  lastThirtyDays,
  usePaymentsReport,
  type PaymentsPeriod,
} from '@web/features/payments/admin/api/get-payments-report';
import { DailyTotalsTable } from '@web/features/payments/admin/components/daily-totals-table';
import { OnlinePaymentsTable } from '@web/features/payments/admin/components/online-payments-table';
import { PeriodPicker } from '@web/features/payments/admin/components/period-picker';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';

export const PAYMENTS_TITLE = 'Payments';
export const PAYMENTS_DESCRIPTION =
  'Each day’s money in by method, less refunds, and every online payment with Stripe’s ids: for the cash-up and the accountant.';
export const PAYMENTS_LOAD_FAILED = 'The payments could not be loaded.';

/** The period in the address (?from=&to=), so it survives a reload and can be shared; else the last 30 days. */
function usePeriod(): [PaymentsPeriod, (period: PaymentsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = lastThirtyDays();
  const period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return [period, (next) => setParams(next)];
}

/** The reconciliation screen (issue 28): what came in, how, and what Stripe says about it. */
export function AdminPaymentsPage() {
  usePageMeta({ title: PAYMENTS_TITLE, description: PAYMENTS_DESCRIPTION, noindex: true });
  const [period, setPeriod] = usePeriod();
  const query = usePaymentsReport(period);
  const refused =
    query.error instanceof ApiError && query.error.status === 400
      ? (query.error.serverMessage ?? query.error.message)
      : null;
  const report = query.data;
  return (
    <PageContainer>
      <PageHeading title={PAYMENTS_TITLE} description={PAYMENTS_DESCRIPTION} />
      <div className="mb-8">
        <PeriodPicker
          key={`${period.from}/${period.to}`}
          period={period}
          onPeriodChange={setPeriod}
          serverMessage={refused}
        />
      </div>
      {report ? (
        <div
          aria-busy={query.isPlaceholderData}
          className={cn('space-y-8', query.isPlaceholderData && 'opacity-60')}
        >
          <TableSection id="daily-totals" title="Daily totals">
            <DailyTotalsTable days={report.daily} />
          </TableSection>
          <TableSection id="online-payments" title="Online payments">
            <OnlinePaymentsTable payments={report.online} />
          </TableSection>
        </div>
      ) : refused ? null : query.isError ? (
        <p role="alert" className="py-12 text-center">
          {PAYMENTS_LOAD_FAILED}
        </p>
      ) : (
        <Skeleton className="h-48" />
      )}
    </PageContainer>
  );
}
