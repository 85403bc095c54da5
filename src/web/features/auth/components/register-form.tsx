import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerFormSchema, type RegisterFormInput } from '@shared/auth/schemas';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useRegisterAccount } from '@web/features/auth/api/register';
import { FormField } from '@web/features/auth/components/form-field';
import { revalidateWhileInvalid } from '@web/features/auth/components/revalidate-while-invalid';
import { SubmitButton } from '@web/features/auth/components/submit-button';

type RegisterFormProps = {
  /** Called with the new account's username once it exists. */
  onRegistered: (username: string) => void;
  focusField?: 'username' | undefined;
};

export function RegisterForm({ onRegistered, focusField }: RegisterFormProps) {
  const registerAccount = useRegisterAccount();
  const form = useForm<z.input<typeof registerFormSchema>, unknown, RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

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
            description: 'You can now sign in with your new account.',
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
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username', { onChange: revalidateWhileInvalid(form, 'username') })}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register('email', { onChange: revalidateWhileInvalid(form, 'email') })}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password', {
          // Fixing the password can also fix a "Passwords don't match" below it.
          onChange: revalidateWhileInvalid(form, 'password', 'confirmPassword'),
        })}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword', {
          onChange: revalidateWhileInvalid(form, 'confirmPassword'),
        })}
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
