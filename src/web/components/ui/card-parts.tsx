import type { ComponentProps } from 'react';
import { Slot } from '@web/components/ui/slot';

/** Joins class names: `cn` (tailwind-merge: later classes override) or plain `clsx`. */
export type JoinClasses = (...classes: Array<string | undefined>) => string;

const cardClasses = {
  card: 'flex flex-col gap-4 rounded-xl border border-border bg-card py-5 text-card-foreground shadow-sm',
  header: 'flex flex-col gap-1.5 px-5',
  title: 'text-lg leading-tight font-semibold',
  description: 'text-sm text-muted-foreground',
  content: 'px-5',
  footer: 'flex items-center gap-2 px-5',
};

/**
 * The card's parts, joining their classes with `join`: card.tsx gives `cn`, so a part's
 * `className` may override its classes; fixed-card.tsx gives `clsx`, so the home page's first
 * download carries no tailwind-merge (decision 012). This file imports neither.
 */
export function makeCardParts(join: JoinClasses) {
  function Card({ className, ...props }: ComponentProps<'div'>) {
    return <div data-slot="card" className={join(cardClasses.card, className)} {...props} />;
  }

  function CardHeader({ className, ...props }: ComponentProps<'div'>) {
    return (
      <div data-slot="card-header" className={join(cardClasses.header, className)} {...props} />
    );
  }

  /** An <h3> by default; pass `asChild` with another heading level to keep the outline right. */
  function CardTitle({
    className,
    asChild = false,
    ...props
  }: ComponentProps<'h3'> & { asChild?: boolean }) {
    const Component = asChild ? Slot : 'h3';
    return (
      <Component data-slot="card-title" className={join(cardClasses.title, className)} {...props} />
    );
  }

  function CardDescription({ className, ...props }: ComponentProps<'p'>) {
    return (
      <p
        data-slot="card-description"
        className={join(cardClasses.description, className)}
        {...props}
      />
    );
  }

  function CardContent({ className, ...props }: ComponentProps<'div'>) {
    return (
      <div data-slot="card-content" className={join(cardClasses.content, className)} {...props} />
    );
  }

  function CardFooter({ className, ...props }: ComponentProps<'div'>) {
    return (
      <div data-slot="card-footer" className={join(cardClasses.footer, className)} {...props} />
    );
  }

  return { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter };
}
