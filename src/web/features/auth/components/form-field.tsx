import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';

type FormFieldProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  label: string;
  /** The validation message under the field; marks the input invalid while set. */
  error?: string | undefined;
  hint?: ReactNode;
};

/**
 * A labelled input with its hint and validation message tied to it through
 * aria-describedby, so a screen reader reads the problem with the field.
 * `{...form.register(name)}` spreads straight in (ref included).
 */
export function FormField({ label, error, hint, className, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-11"
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
