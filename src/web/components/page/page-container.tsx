import type { ComponentProps } from 'react';
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
