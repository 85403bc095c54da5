import { Download, Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatGBP } from '@shared/money';
import { isValidYmd, todayInLondon } from '@shared/repairs/dates';
import { PageContainer, PageHeading, TableSection } from '@web/components/page/page-container';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { cashUpPdfHref, useCashUp } from '@web/features/cash-up/api/cash-up';
import { CountForm } from '@web/features/cash-up/components/count-form';
import { ByMethodTable, SourcesTable } from '@web/features/cash-up/components/money-tables';
import { errorMessage } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/use-page-meta';

export const CASH_UP_TITLE = 'Cash-up';
export const CASH_UP_DESCRIPTION =
  'The day’s money in and out by method, the cash the drawer should hold, and the count that closes the day.';
export const DAY_CLOSED = 'Day closed';
export const DAY_OPEN = 'Open: not counted yet';

const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd data-testid={testId} className="text-2xl font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** /admin/cash-up?date=YYYY-MM-DD (today by default): one London day, printable. */
export function AdminCashUpPage() {
  usePageMeta({ title: CASH_UP_TITLE, description: CASH_UP_DESCRIPTION, noindex: true });
  const [params, setParams] = useSearchParams();
  const today = todayInLondon();
  const asked = params.get('date');
  const date = asked && isValidYmd(asked) ? asked : today;
  const query = useCashUp(date);
  const day = query.data;

  return (
    <PageContainer>
      <PageHeading title={CASH_UP_TITLE} description={CASH_UP_DESCRIPTION} />
      <div className="mb-8 flex flex-wrap items-end gap-3 print:hidden">
        <div className="grid gap-1.5">
          <Label htmlFor="cash-up-date">Day</Label>
          <Input
            id="cash-up-date"
            type="date"
            max={today}
            value={date}
            onChange={(event) => {
              if (isValidYmd(event.target.value)) setParams({ date: event.target.value });
            }}
            className="sm:w-44"
          />
        </div>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button asChild variant="outline">
          <a href={cashUpPdfHref(date)} download>
            <Download aria-hidden="true" />
            PDF
          </a>
        </Button>
      </div>
      {day ? (
        <div className="space-y-8">
          <p className="text-lg font-semibold" data-testid="cash-up-status" data-day={day.date}>
            {day.closedAt
              ? `${DAY_CLOSED} ${time.format(new Date(day.closedAt))} by ${day.closedBy ?? '—'}`
              : DAY_OPEN}
          </p>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label="Opening float"
              value={formatGBP(day.openingFloat)}
              testId="opening-float"
            />
            <Figure
              label="Expected cash"
              value={formatGBP(day.expectedCash)}
              testId="expected-cash"
            />
            {day.counted !== null ? (
              <>
                <Figure label="Counted" value={formatGBP(day.counted)} testId="counted" />
                <Figure
                  label="Difference"
                  value={formatGBP(day.difference ?? '0')}
                  testId="difference"
                />
              </>
            ) : null}
          </dl>
          {day.note ? <p>Note: {day.note}</p> : null}
          <TableSection id="by-method" title="By method">
            <ByMethodTable byMethod={day.byMethod} />
          </TableSection>
          <TableSection id="sources" title="Where the money came from and went">
            <SourcesTable lines={day.lines} />
          </TableSection>
          {day.closedAt ? null : (
            <section aria-labelledby="count" className="space-y-3 print:hidden">
              <h2 id="count" className="text-xl font-semibold text-brand-950">
                Count the drawer
              </h2>
              <Card className="p-5">
                <CountForm key={date} day={day} />
              </Card>
            </section>
          )}
        </div>
      ) : query.isError ? (
        <p role="alert" className="py-12 text-center">
          {errorMessage(query.error, 'The cash-up could not be loaded.')}
        </p>
      ) : (
        <Skeleton className="h-48" />
      )}
    </PageContainer>
  );
}
