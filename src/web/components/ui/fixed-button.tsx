import { clsx } from 'clsx';
import { ButtonElement } from '@web/components/ui/button-element';
import { buttonVariants } from '@web/components/ui/button-variants';
import type { ButtonProps } from '@web/components/ui/button';

/**
 * Button for the header and the home page: its `className` adds classes (a margin, a border's
 * colour) but cannot override the variant's, so it needs no tailwind-merge and `/`'s first
 * download does not carry it (decision 012). Pick a variant (outlineOnDark) instead of
 * overriding one; first-download-classes.test.tsx checks the page's HTML has no conflict.
 */
export function FixedButton({ className, variant, size, ...props }: ButtonProps) {
  return (
    <ButtonElement className={clsx(buttonVariants({ variant, size }), className)} {...props} />
  );
}
