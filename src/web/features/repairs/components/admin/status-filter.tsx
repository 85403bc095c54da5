import type { RepairStatusCounts } from '@shared/repairs/schemas';
import { repairStatuses, type RepairStatus } from '@shared/repairs/values';
import { cn } from '@web/lib/cn';

type StatusFilterProps = {
  value: RepairStatus | 'all';
  onChange: (status: RepairStatus | 'all') => void;
  /** null while the first answer is on its way. */
  counts: RepairStatusCounts | null;
};

const options = [{ value: 'all', label: 'All' } as const, ...repairStatuses];

/** All, then each status, with how many bookings it holds (on the chosen date, if any). */
export function StatusFilter({ value, onChange, counts }: StatusFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter by status"
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
    >
      {options.map((option) => {
        const selected = option.value === value;
        const count = counts ? counts[option.value] : null;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
              selected
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-card text-foreground hover:bg-muted',
            )}
          >
            {option.label}
            <span
              className={cn(
                'min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold tabular-nums',
                selected ? 'bg-white/20 text-white' : 'bg-muted text-muted-foreground',
              )}
            >
              {count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
