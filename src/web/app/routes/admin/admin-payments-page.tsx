import { useSearchParams } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Card } from '@web/components/ui/card';
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
          <section aria-labelledby="daily-totals" className="space-y-3">
            <h2 id="daily-totals" className="text-xl font-semibold text-brand-950">
              Daily totals
            </h2>
            <Card className="gap-0 py-0">
              <DailyTotalsTable days={report.daily} />
            </Card>
          </section>
          <section aria-labelledby="online-payments" className="space-y-3">
            <h2 id="online-payments" className="text-xl font-semibold text-brand-950">
              Online payments
            </h2>
            <Card className="gap-0 py-0">
              <OnlinePaymentsTable payments={report.online} />
            </Card>
          </section>
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
