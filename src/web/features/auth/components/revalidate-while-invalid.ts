import type { FieldPath, FieldValues, UseFormGetFieldState, UseFormTrigger } from 'react-hook-form';

type Form<T extends FieldValues> = {
  getFieldState: UseFormGetFieldState<T>;
  trigger: UseFormTrigger<T>;
};

/**
 * Spec section 5: fields are "validated on blur, then re-validated on change".
 * With mode 'onBlur' react-hook-form re-validates on change only after a submit;
 * this `onChange` for `register()` also does it for fields already showing a
 * message, so the message goes as soon as the visitor has fixed the value.
 */
export function revalidateWhileInvalid<T extends FieldValues>(
  form: Form<T>,
  ...names: FieldPath<T>[]
): () => void {
  return () => {
    const invalid = names.filter((name) => form.getFieldState(name).invalid);
    if (invalid.length > 0) void form.trigger(invalid);
  };
}
