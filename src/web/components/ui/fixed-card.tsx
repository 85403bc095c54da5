import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Slot } from '@web/components/ui/slot';

/** The card's classes, in one place for Card (card.tsx) and the FixedCard parts below. */
export const cardClasses = {
  card: 'flex flex-col gap-4 rounded-xl border border-border bg-card py-5 text-card-foreground shadow-sm',
  header: 'flex flex-col gap-1.5 px-5',
  title: 'text-lg leading-tight font-semibold',
  description: 'text-sm text-muted-foreground',
  content: 'px-5',
  footer: 'flex items-center gap-2 px-5',
};

// Card's parts for the home page: `className` adds classes but cannot override the card's, so
// they need no tailwind-merge and `/`'s first download does not carry it (decision 012).

export function FixedCard({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card" className={clsx(cardClasses.card, className)} {...props} />;
}

export function FixedCardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={clsx(cardClasses.header, className)} {...props} />;
}

/** An <h3> by default; pass `asChild` with another heading level to keep the outline right. */
export function FixedCardTitle({
  className,
  asChild = false,
  ...props
}: ComponentProps<'h3'> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'h3';
  return (
    <Component data-slot="card-title" className={clsx(cardClasses.title, className)} {...props} />
  );
}

export function FixedCardContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-content" className={clsx(cardClasses.content, className)} {...props} />
  );
}
