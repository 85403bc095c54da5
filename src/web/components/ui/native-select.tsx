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

type ValueListEntry = { readonly value: string; readonly label: string };

/**
 * The <option>s of one of the shared value lists, after an optional empty
 * "choose one" entry; `describe` words an option's text when the label alone
 * is not enough (e.g. the rate of a collateral type).
 */
export function ValueListOptions({
  options,
  placeholder,
  placeholderDisabled = false,
  describe = (option) => option.label,
}: {
  options: readonly ValueListEntry[];
  placeholder?: string;
  placeholderDisabled?: boolean;
  describe?: (option: ValueListEntry) => string;
}) {
  return (
    <>
      {placeholder !== undefined ? (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {describe(option)}
        </option>
      ))}
    </>
  );
}
