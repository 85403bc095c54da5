import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };

/**
 * `asChild`: renders the only child with these props merged in, as Radix's Slot
 * does (the child's own props win, handlers run the child's first, class names
 * add up). Our own because the header's buttons are on every page, and Radix's
 * Slot would add some 1 KB gzip to the first download of all of them.
 */
export function Slot({ children, ...slotProps }: SlotProps) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const childProps = children.props;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key];
    if (
      /^on[A-Z]/.test(key) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[key] = (...args: unknown[]) => {
        (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
      };
    }
  }
  const classNames = [slotProps.className, childProps.className].filter(Boolean);
  if (classNames.length > 0) merged.className = classNames.join(' ');
  if (slotProps.style && childProps.style) {
    merged.style = { ...slotProps.style, ...childProps.style };
  }
  return cloneElement(children, merged);
}
