import { FixedSkeleton } from '@web/components/ui/fixed-skeleton';

/**
 * Shown inside the layout while a page's code chunk loads on the first visit
 * (the router's HydrateFallback), so the header and footer appear at once.
 */
export function PageFallback() {
  return (
    <div role="status" className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <span className="sr-only">Loading...</span>
      <FixedSkeleton className="h-10 w-2/3 max-w-md" />
      <FixedSkeleton className="h-4 w-full max-w-2xl" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <FixedSkeleton key={index} className="h-32" />
        ))}
      </div>
    </div>
  );
}
