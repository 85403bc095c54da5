import type { ComponentProps } from 'react';
import { ButtonElement } from '@web/components/ui/button-element';
import { buttonVariants, type ButtonVariantProps } from '@web/components/ui/button-variants';
import { cn } from '@web/lib/cn';

export { buttonVariants };

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Render the child element (a router Link, an <a>) with button styling instead of a <button>. */
    asChild?: boolean;
  };

/** A button whose `className` may override its variant's classes (tailwind-merge, via cn). */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <ButtonElement className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
