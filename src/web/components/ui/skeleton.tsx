import { makeSkeleton } from '@web/components/ui/skeleton-part';
import { cn } from '@web/lib/cn';

/** A grey placeholder block whose `className` may override its classes (see skeleton-part.tsx). */
export const Skeleton = makeSkeleton(cn);
