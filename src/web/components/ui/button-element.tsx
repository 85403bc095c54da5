import type { ComponentProps } from 'react';
import { Slot } from '@web/components/ui/slot';

/** The element Button and FixedButton draw, with the classes they worked out. */
export function ButtonElement({
  asChild = false,
  type,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      // A bare <button> inside a form submits it; default to "button" so only explicit submits do.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
