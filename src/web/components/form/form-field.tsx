import { AlertCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  useFormState,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { readiesItsForm } from '@web/lib/form-ready';
import { cn } from '@web/lib/cn';

/** What a field's control needs to be tied to its label, hint and message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/** A registered control: the wiring above plus react-hook-form's name, ref and handlers. */
export type RegisteredControlProps<Name extends string = string> = FieldControlProps &
  UseFormRegisterReturn<Name>;

type FieldShellProps = {
  label: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Marks the control aria-required (the label stays as it is). */
  required?: boolean;
  hint?: ReactNode;
  className?: string | undefined;
};

type FormFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Output,
> = FieldShellProps & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Name;
  /** Other fields whose message this one's value can fix (a password and its confirmation). */
  revalidates?: FieldPath<Values>[];
  children: (control: RegisteredControlProps<Name>) => ReactNode;
};

/**
 * The one form field: a label, its control, an optional hint and the field's
 * message, read out with the control (aria-describedby). The control is the
 * render prop's, so it can be any input, select or textarea:
 *
 *   <FormField form={form} name="customerName" label="Full Name">
 *     {(control) => <Input autoComplete="name" {...control} />}
 *   </FormField>
 */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>, Output>({
  form,
  name,
  revalidates = [],
  children,
  ...shell
}: FormFieldProps<Values, Name, Output>) {
  const formState = useFormState({ control: form.control, name: [name, ...revalidates] });
  const error = form.getFieldState(name, formState).error?.message;
  const { ref, ...registration } = form.register(name, {
    onChange: () => {
      const invalid = [name, ...revalidates].filter((field) => form.getFieldState(field).invalid);
      if (invalid.length > 0) void form.trigger(invalid);
    },
  });
  // A form sent before the page's code had taken hold of it is sent once it has (form-ready.ts).
  const registered = { ...registration, ref: readiesItsForm(ref) };
  return (
    <FieldShell {...shell} error={error}>
      {(control) => children({ ...control, ...registered })}
    </FieldShell>
  );
}

/**
 * The same field for a control that is not registered by name (a date picker or
 * slot picker driven by a react-hook-form Controller): the render prop gets the
 * id and aria wiring, the caller gives the message.
 */
export function FieldShell({
  label,
  optional = false,
  required = false,
  hint,
  error,
  className,
  children,
}: FieldShellProps & {
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

/** The message under a field; renders nothing while there is none. */
export function FieldMessage({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}
