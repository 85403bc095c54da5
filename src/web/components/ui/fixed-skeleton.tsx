import { clsx } from 'clsx';
import { makeSkeleton } from '@web/components/ui/skeleton-part';

/**
 * Skeleton for the layout's page fallback: `className` adds classes (a size) but cannot
 * override them, so it needs no tailwind-merge and `/`'s first download does not carry it.
 */
export const FixedSkeleton = makeSkeleton(clsx);
