import type { ComponentProps, ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** The centred, padded column every screen's content sits in. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}
      {...props}
    />
  );
}

/** A screen's <h1> with an optional subtitle; one per page so the outline starts right. */
export function PageHeading({
  title,
  description,
  className,
}: {
  title: string;
  description?: string;
  className?: string;
}) {
  return (
    <div className={cn('mb-8 space-y-2', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      {description ? (
        <p className="max-w-3xl text-lg text-muted-foreground">{description}</p>
      ) : null}
    </div>
  );
}

/** A titled section of a staff page whose body is a table in a card (cash-up, payments). */
export function TableSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-brand-950">
        {title}
      </h2>
      <Card className="gap-0 py-0">{children}</Card>
    </section>
  );
}
