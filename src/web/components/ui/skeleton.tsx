import type { ComponentProps } from 'react';
import { skeletonClasses } from '@web/components/ui/fixed-skeleton';
import { cn } from '@web/lib/cn';

/**
 * A grey placeholder block. Hidden from screen readers: the surrounding region
 * should say "Loading..." once (e.g. `<span className="sr-only">`) instead of every block.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonClasses, className)}
      {...props}
    />
  );
}
