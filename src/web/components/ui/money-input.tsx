import type { ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

/** A pounds field: number input with pennies (step 0.01) and a £ sign inside. */
export function MoneyInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
      >
        £
      </span>
      <Input
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        className={cn('pl-7 tabular-nums', className)}
        {...props}
      />
    </div>
  );
}
