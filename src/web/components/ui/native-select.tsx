import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClasses } from '@web/components/ui/input';

/**
 * A styled browser <select>. Prefer it in plain forms (react-hook-form `register`
 * works directly, and phones show their native picker); use `select.tsx` when the
 * options need custom rendering.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(fieldClasses, 'h-10 appearance-none py-2 pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
