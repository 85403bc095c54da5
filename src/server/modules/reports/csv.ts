/** Each report's table as CSV rows: the same figures the page shows beside its chart. */
import { collateralTypes } from '@shared/cash-advances/values';
import { repairStatuses } from '@shared/repairs/values';
import type { ReportName, Reports } from '@shared/reports/schemas';

type Cell = string | number | null;
const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

export function reportRows(reports: Reports, name: ReportName): Cell[][] {
  const period = reports.unit === 'day' ? 'Day' : 'Month';
  switch (name) {
    case 'lent':
      return [
        [period, 'Loans', 'Lent (£)'],
        ...reports.lent.map((r) => [r.period, r.loans, r.amount]),
      ];
    case 'interest':
      return [[period, 'Interest (£)'], ...reports.interest.map((r) => [r.period, r.amount])];
    case 'outcomes':
      return [
        [period, 'Redeemed', 'Forfeited', 'Sold'],
        ...reports.outcomes.map((r) => [r.period, r.redeemed, r.forfeited, r.sold]),
      ];
    case 'collateral':
      return [
        ['Collateral', 'Loans', 'Lent (£)'],
        ...reports.collateral.map((r) => [
          labelOf(collateralTypes, r.collateralType),
          r.loans,
          r.amount,
        ]),
      ];
    case 'marketplace':
      return [
        [period, 'Items sold', 'Sales (£)', 'Average days to sell'],
        ...reports.marketplace.map((r) => [r.period, r.items, r.amount, r.averageDaysToSell]),
      ];
    case 'repairs-status':
      return [
        ['Status', 'Repairs'],
        ...reports.repairsByStatus.map((r) => [labelOf(repairStatuses, r.status), r.repairs]),
      ];
    case 'repairs-turnaround':
      return [
        [period, 'Repairs ready', 'Average days'],
        ...reports.repairTurnaround.map((r) => [r.period, r.repairs, r.averageDays]),
      ];
  }
}
