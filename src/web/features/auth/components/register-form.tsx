import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { registerFormSchema, type RegisterFormInput } from '@shared/auth/schemas';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useRegisterAccount } from '@web/features/auth/api/register';
import { SubmitButton } from '@web/features/auth/components/submit-button';

type RegisterFormProps = {
  /** Called with the new account's username once it exists and is signed in. */
  onRegistered: (username: string) => void;
  focusField?: 'username' | undefined;
};

export function RegisterForm({ onRegistered, focusField }: RegisterFormProps) {
  const registerAccount = useRegisterAccount();
  const form = useZodForm<RegisterFormInput>({
    schema: registerFormSchema,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (focusField) form.setFocus(focusField);
  }, [focusField, form]);

  const onSubmit = form.handleSubmit(({ username, email, password }) =>
    registerAccount.mutate(
      { username, email, password },
      {
        onSuccess: (user) => {
          toast({
            title: 'Account Created!',
            description: 'You are signed in. Welcome to your dashboard.',
          });
          onRegistered(user.username);
        },
        onError: (error) =>
          toast({
            title: 'Registration Failed',
            description: errorMessage(error, 'Registration failed'),
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create an account" className="grid gap-5">
      <FormField form={form} name="username" label="Username">
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
      <FormField form={form} name="email" label="Email">
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
      {/* Fixing the password can also fix a "Passwords don't match" below it. */}
      <FormField form={form} name="password" label="Password" revalidates={['confirmPassword']}>
        {(control) => (
          <Input type="password" autoComplete="new-password" className="h-11" {...control} />
        )}
      </FormField>
      <FormField form={form} name="confirmPassword" label="Confirm Password">
        {(control) => (
          <Input type="password" autoComplete="new-password" className="h-11" {...control} />
        )}
      </FormField>
      <SubmitButton
        pending={registerAccount.isPending}
        pendingLabel="Creating account..."
        icon={<UserPlus aria-hidden="true" />}
      >
        Create Account
      </SubmitButton>
    </form>
  );
}
