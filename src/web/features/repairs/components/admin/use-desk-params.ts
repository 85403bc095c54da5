import { useSearchParams } from 'react-router';
import { pageSizeOptions } from '@shared/cash-advances/schemas';
import { isValidYmd } from '@shared/repairs/dates';
import { repairStatusValues, type RepairStatus } from '@shared/repairs/values';
import type { AdminRepairsParams } from '@web/features/repairs/api/get-admin-repairs';

export const DEFAULT_PAGE_SIZE = 10;

const isStatus = (value: string | null): value is RepairStatus =>
  value !== null && (repairStatusValues as readonly string[]).includes(value);

/**
 * The desk's filters and page live in the address (?status=&date=&page=&size=),
 * so a reload, a bookmark or the back button keeps the same view. Anything
 * unreadable falls back to the default.
 */
export function useDeskParams(): [
  AdminRepairsParams,
  (change: Partial<AdminRepairsParams>) => void,
] {
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const dateParam = search.get('date') ?? '';
  const page = Number(search.get('page'));
  const size = Number(search.get('size'));
  const params: AdminRepairsParams = {
    status: isStatus(statusParam) ? statusParam : 'all',
    date: isValidYmd(dateParam) ? dateParam : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (pageSizeOptions as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };

  const update = (change: Partial<AdminRepairsParams>) => {
    const next = { ...params, ...change };
    // A new filter or page size starts again from the first page.
    if (
      change.page === undefined &&
      (change.status !== undefined || change.date !== undefined || change.pageSize !== undefined)
    ) {
      next.page = 1;
    }
    const query = new URLSearchParams();
    if (next.status !== 'all') query.set('status', next.status);
    if (next.date) query.set('date', next.date);
    if (next.page > 1) query.set('page', String(next.page));
    if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('size', String(next.pageSize));
    setSearch(query, { replace: true, preventScrollReset: true });
  };

  return [params, update];
}
