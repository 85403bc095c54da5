import type { ComponentProps } from 'react';
import type { JoinClasses } from '@web/components/ui/card-parts';

// Apart from the card's parts: the layout's page fallback, in every page's first download,
// carries this and not them.
const skeletonClasses = 'animate-pulse rounded-md bg-muted';

/**
 * A grey placeholder block, joining its classes with `join` (as makeCardParts does in
 * card-parts.tsx). Hidden from screen readers: the surrounding region should say "Loading..."
 * once (e.g. `<span className="sr-only">`) instead of every block.
 */
export function makeSkeleton(join: JoinClasses) {
  return function Skeleton({ className, ...props }: ComponentProps<'div'>) {
    return (
      <div
        data-slot="skeleton"
        aria-hidden="true"
        className={join(skeletonClasses, className)}
        {...props}
      />
    );
  };
}
