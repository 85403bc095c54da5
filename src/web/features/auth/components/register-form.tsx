import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { registerFormSchema, type RegisterFormInput } from '@shared/auth/schemas';
import { useZodForm } from '@web/components/form/use-zod-form';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useRegisterAccount } from '@web/features/auth/api/register';
import {
  EmailField,
  SecretField,
  UsernameField,
} from '@web/features/auth/components/account-fields';
import { SubmitButton } from '@web/components/form/submit-button';

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
      <UsernameField form={form} />
      <EmailField form={form} />
      {/* Fixing the password can also fix a "Passwords don't match" below it. */}
      <SecretField
        form={form}
        name="password"
        label="Password"
        autoComplete="new-password"
        revalidates={['confirmPassword']}
      />
      <SecretField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
      />
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
