import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/cn';

/** Number of pages for `total` entries (at least 1, so "Page 1 of 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The entries of one 1-based page, for lists paged in the browser. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** The page to show after the list shrank (e.g. the last entry of the last page left it). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The page and page size of a list paged on screen; a new page size starts again at page 1. */
export function usePaging(initialPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Entries in the whole list, not just this page. */
  total: number;
  onPageChange: (page: number) => void;
  /** Offer a rows-per-page selector: give both. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Names the navigation landmark when a screen has more than one pager. */
  label?: string;
  className?: string;
};

/**
 * "Showing X to Y of Z entries", "Page N of M", Previous and Next, and an optional
 * rows-per-page selector (spec sections 2 and 9). The page controls appear only when
 * the entries exceed the page size; the selector stays while there is more than the
 * smallest page's worth, so a bigger choice can always be taken back. Renders nothing
 * when there is nothing to page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const sizeSelectId = useId();
  const pages = pageCount(total, pageSize);
  const showPager = total > pageSize;
  const showSizes =
    onPageSizeChange !== undefined &&
    pageSizeOptions !== undefined &&
    pageSizeOptions.length > 0 &&
    total > Math.min(...pageSizeOptions);
  if (!showPager && !showSizes) return null;

  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  return (
    <nav
      aria-label={label}
      className={cn(
        'flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:items-center sm:justify-between',
        className,
      )}
    >
      {showPager ? (
        <p role="status" className="tabular-nums">
          Showing {first} to {last} of {total} entries
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 sm:ml-auto">
        {showSizes ? (
          <div className="flex items-center gap-2">
            <Label htmlFor={sizeSelectId} className="font-normal whitespace-nowrap">
              Rows per page
            </Label>
            <NativeSelect
              id={sizeSelectId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="h-9 w-20"
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        {showPager ? (
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <span className="mr-auto whitespace-nowrap tabular-nums sm:mr-1">
              Page {page} of {pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              className="max-sm:px-2.5 max-sm:[&_svg]:hidden"
              // aria-disabled, not disabled: the button keeps keyboard focus at the first page.
              aria-disabled={page <= 1}
              onClick={() => {
                if (page > 1) onPageChange(page - 1);
              }}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="max-sm:px-2.5 max-sm:[&_svg]:hidden"
              aria-disabled={page >= pages}
              onClick={() => {
                if (page < pages) onPageChange(page + 1);
              }}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
    </nav>
  );
}
