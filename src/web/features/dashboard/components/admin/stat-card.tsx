import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

type StatCardProps = {
  label: string;
  value: number | string | undefined;
  hint: string;
  icon: LucideIcon;
  tone: 'brand' | 'amber' | 'emerald' | 'sky';
  /** Extra content in the corner, such as the "NEW" marker. */
  badge?: ReactNode;
  className?: string;
};

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  amber: 'bg-amber-100 text-amber-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  sky: 'bg-sky-100 text-sky-800',
} as const;

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone,
  badge,
  className,
}: StatCardProps) {
  return (
    <Card className={cn('relative h-full gap-3 px-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className={cn('rounded-lg p-2', tones[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="text-3xl font-bold tabular-nums text-brand-950">
        {value === undefined ? (
          <span className="inline-block h-8 w-16 animate-pulse rounded bg-muted" />
        ) : (
          value
        )}
      </p>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {badge}
    </Card>
  );
}
