import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClasses } from '@web/components/ui/input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldClasses, 'min-h-20 py-2', className)}
      {...props}
    />
  );
}
