import { collateralTypes } from '@shared/cash-advances/values';
import { formatGBP } from '@shared/money';
import { repairStatuses } from '@shared/repairs/values';
import type { ReportRange, Reports } from '@shared/reports/schemas';
import { ReportChart } from './report-chart';
import { ReportSection } from './report-section';

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;
const days = (value: string | null) => (value === null ? '—' : value);

/** Every report of the range, each a chart with its table beside it. */
export function ReportList({ reports, range }: { reports: Reports; range: ReportRange }) {
  const period = reports.unit === 'day' ? 'Day' : 'Month';
  const periods = reports.lent.map((r) => r.period);
  const common = { range };
  return (
    <div className="space-y-10">
      <ReportSection
        {...common}
        name="lent"
        title="Money lent out"
        chart={
          <ReportChart
            kind="bar"
            title="Money lent out, in pounds"
            labels={periods}
            series={[{ label: 'Lent (£)', data: reports.lent.map((r) => Number(r.amount)) }]}
          />
        }
        columns={[period, 'Loans', 'Lent']}
        rows={reports.lent.map((r) => [r.period, r.loans, formatGBP(r.amount)])}
      />
      <ReportSection
        {...common}
        name="interest"
        title="Interest earned"
        chart={
          <ReportChart
            kind="line"
            title="Interest earned, in pounds"
            labels={periods}
            series={[
              { label: 'Interest (£)', data: reports.interest.map((r) => Number(r.amount)) },
            ]}
          />
        }
        columns={[period, 'Interest']}
        rows={reports.interest.map((r) => [r.period, formatGBP(r.amount)])}
      />
      <ReportSection
        {...common}
        name="outcomes"
        title="Redemptions, forfeits and sales of pledges"
        chart={
          <ReportChart
            kind="bar"
            stacked
            title="Loans redeemed, forfeited and sold"
            labels={periods}
            series={[
              { label: 'Redeemed', data: reports.outcomes.map((r) => r.redeemed) },
              { label: 'Forfeited', data: reports.outcomes.map((r) => r.forfeited) },
              { label: 'Sold', data: reports.outcomes.map((r) => r.sold) },
            ]}
          />
        }
        columns={[period, 'Redeemed', 'Forfeited', 'Sold']}
        rows={reports.outcomes.map((r) => [r.period, r.redeemed, r.forfeited, r.sold])}
      />
      <ReportSection
        {...common}
        name="collateral"
        title="Loans by collateral"
        chart={
          <ReportChart
            kind="bar"
            title="Money lent by collateral, in pounds"
            labels={reports.collateral.map((r) => labelOf(collateralTypes, r.collateralType))}
            series={[{ label: 'Lent (£)', data: reports.collateral.map((r) => Number(r.amount)) }]}
          />
        }
        columns={['Collateral', 'Loans', 'Lent']}
        rows={reports.collateral.map((r) => [
          labelOf(collateralTypes, r.collateralType),
          r.loans,
          formatGBP(r.amount),
        ])}
      />
      <ReportSection
        {...common}
        name="marketplace"
        title="Marketplace sales"
        chart={
          <ReportChart
            kind="bar"
            title="Marketplace sales, in pounds"
            labels={periods}
            series={[
              { label: 'Sales (£)', data: reports.marketplace.map((r) => Number(r.amount)) },
            ]}
          />
        }
        columns={[period, 'Items sold', 'Sales', 'Average days to sell']}
        rows={reports.marketplace.map((r) => [
          r.period,
          r.items,
          formatGBP(r.amount),
          days(r.averageDaysToSell),
        ])}
      />
      <ReportSection
        {...common}
        name="repairs-status"
        title="Repairs by status"
        chart={
          <ReportChart
            kind="bar"
            title="Repairs booked in the range by status"
            labels={reports.repairsByStatus.map((r) => labelOf(repairStatuses, r.status))}
            series={[{ label: 'Repairs', data: reports.repairsByStatus.map((r) => r.repairs) }]}
          />
        }
        columns={['Status', 'Repairs']}
        rows={reports.repairsByStatus.map((r) => [labelOf(repairStatuses, r.status), r.repairs])}
      />
      <ReportSection
        {...common}
        name="repairs-turnaround"
        title="Repair turnaround"
        chart={
          <ReportChart
            kind="line"
            title="Average days from drop-off to ready"
            labels={periods}
            series={[
              {
                label: 'Average days',
                data: reports.repairTurnaround.map((r) => Number(r.averageDays ?? 0)),
              },
            ]}
          />
        }
        columns={[period, 'Repairs ready', 'Average days']}
        rows={reports.repairTurnaround.map((r) => [r.period, r.repairs, days(r.averageDays)])}
      />
    </div>
  );
}
