import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@shared/auth/account-rules';
import { FormField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';

/** What a new account's username and password may be (shared/auth/account-rules.ts). */
export const NEW_USERNAME_HINT = `${USERNAME_MIN} to ${USERNAME_MAX} letters (A to Z), digits, dots, hyphens or underscores.`;
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters, and not a common password.`;

/** The account forms' fields (sign-in, register, admin signup): the same inputs everywhere. */
type AccountForm<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  hint?: string;
};

export function UsernameField<Values extends { username: string }, Output>({
  form,
  hint,
}: AccountForm<Values, Output>) {
  return (
    <FormField form={form} name={'username' as FieldPath<Values>} label="Username" hint={hint}>
      {(control) => (
        <Input
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="h-11"
          {...control}
        />
      )}
    </FormField>
  );
}

export function EmailField<Values extends { email: string }, Output>({
  form,
  hint,
}: AccountForm<Values, Output>) {
  return (
    <FormField form={form} name={'email' as FieldPath<Values>} label="Email" hint={hint}>
      {(control) => (
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          className="h-11"
          {...control}
        />
      )}
    </FormField>
  );
}

/** A secret the browser fills (`current-password`), offers to save (`new-password`) or leaves alone (`off`). */
export function SecretField<Values extends FieldValues, Output>({
  form,
  hint,
  name,
  label,
  autoComplete,
  revalidates,
}: AccountForm<Values, Output> & {
  name: FieldPath<Values>;
  label: string;
  autoComplete: 'current-password' | 'new-password' | 'off';
  revalidates?: FieldPath<Values>[];
}) {
  return (
    <FormField
      form={form}
      name={name}
      label={label}
      hint={hint}
      {...(revalidates ? { revalidates } : {})}
    >
      {(control) => (
        <Input type="password" autoComplete={autoComplete} className="h-11" {...control} />
      )}
    </FormField>
  );
}
