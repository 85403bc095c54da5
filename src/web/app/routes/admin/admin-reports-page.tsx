import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  presetRange,
  rangePresets,
  reportsQuerySchema,
  type ReportRange,
} from '@shared/reports/schemas';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { OwnerOnly } from '@web/features/staff/components/owner-only';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useReports } from '@web/features/reports/api/get-reports';
import { ReportList } from '@web/features/reports/components/report-list';
import { errorMessage } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';

export const REPORTS_TITLE = 'Reports';
export const REPORTS_DESCRIPTION =
  'The business over time: money lent, interest, what became of pledges, marketplace sales and repairs.';

/** The range in the address (?from=&to=), this month by default. */
function useRange(): [ReportRange, (range: ReportRange) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = presetRange('month');
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return [range, (next) => setParams(next)];
}

function CustomRange({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (r: ReportRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportsQuerySchema.safeParse({ from, to });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Choose a range');
    setProblem(null);
    onChange({ from, to });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Custom range"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="reports-from">From</Label>
        <Input
          id="reports-from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="reports-to">To</Label>
        <Input id="reports-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <Button type="submit">Show</Button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-red-800">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** /admin/reports: the owner's charts, each with its table and CSV. */
export function AdminReportsPage() {
  usePageMeta({ title: REPORTS_TITLE, description: REPORTS_DESCRIPTION, noindex: true });
  return (
    <PageContainer>
      <PageHeading title={REPORTS_TITLE} description={REPORTS_DESCRIPTION} />
      {/* The reports are the owner's (decision 025): staff are told so, and nothing is asked. */}
      <OwnerOnly>
        <ReportsScreen />
      </OwnerOnly>
    </PageContainer>
  );
}

function ReportsScreen() {
  const [range, setRange] = useRange();
  const query = useReports(range);
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end gap-6 print:hidden">
        <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
          {rangePresets.map((preset) => {
            const presetValue = presetRange(preset.value);
            const current = presetValue.from === range.from && presetValue.to === range.to;
            return (
              <Button
                key={preset.value}
                type="button"
                variant={current ? 'default' : 'outline'}
                aria-pressed={current}
                onClick={() => setRange(presetValue)}
              >
                {preset.label}
              </Button>
            );
          })}
        </div>
        <CustomRange key={`${range.from}/${range.to}`} range={range} onChange={setRange} />
      </div>
      {query.data ? (
        <div
          className={cn(query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isPlaceholderData}
        >
          <ReportList reports={query.data} range={range} />
        </div>
      ) : query.isError ? (
        <p role="alert" className="py-12 text-center">
          {errorMessage(query.error, 'The reports could not be loaded.')}
        </p>
      ) : (
        <Skeleton className="h-96" />
      )}
    </>
  );
}
