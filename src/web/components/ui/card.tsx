import { Slot } from '@web/components/ui/slot';
import type { ComponentProps } from 'react';
import { cardClasses } from '@web/components/ui/fixed-card';
import { cn } from '@web/lib/cn';

// A card whose parts' `className` may override their classes (tailwind-merge, via cn).

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card" className={cn(cardClasses.card, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn(cardClasses.header, className)} {...props} />;
}

/** An <h3> by default; pass `asChild` with another heading level to keep the outline right. */
export function CardTitle({
  className,
  asChild = false,
  ...props
}: ComponentProps<'h3'> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'h3';
  return (
    <Component data-slot="card-title" className={cn(cardClasses.title, className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn(cardClasses.description, className)} {...props} />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn(cardClasses.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn(cardClasses.footer, className)} {...props} />;
}
