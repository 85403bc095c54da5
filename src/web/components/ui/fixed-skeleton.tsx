import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** The placeholder's classes, in one place for Skeleton (skeleton.tsx) and FixedSkeleton. */
export const skeletonClasses = 'animate-pulse rounded-md bg-muted';

/**
 * Skeleton for the layout's page fallback: `className` adds classes (a size) but cannot
 * override them, so it needs no tailwind-merge and `/`'s first download does not carry it.
 */
export function FixedSkeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={clsx(skeletonClasses, className)}
      {...props}
    />
  );
}
