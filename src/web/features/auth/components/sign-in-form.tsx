import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '@shared/auth/schemas';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { DemoCredentials } from '@web/features/auth/components/demo-credentials';
import { FormField } from '@web/features/auth/components/form-field';
import { revalidateWhileInvalid } from '@web/features/auth/components/revalidate-while-invalid';
import { SubmitButton } from '@web/features/auth/components/submit-button';

type SignInFormProps = {
  /** Filled in after registration or admin signup, so only the password is left to type. */
  defaultUsername?: string;
  /** Moves focus here on mount, when the visitor arrived by an action on this page. */
  focusField?: 'username' | 'password' | undefined;
};

export function SignInForm({ defaultUsername = '', focusField }: SignInFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { username: defaultUsername, password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (focusField) form.setFocus(focusField);
  }, [focusField, form]);

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
        void navigate(paths.dashboard);
      },
      onError: (error) => {
        toast({
          title: 'Sign In Failed',
          description: errorMessage(error, 'Login failed'),
          variant: 'destructive',
        });
        // Most failures are a mistyped password: ready it for another go.
        form.setFocus('password', { shouldSelect: true });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="grid gap-5">
      <DemoCredentials
        onUse={({ username, password }) => {
          form.setValue('username', username, { shouldValidate: true });
          form.setValue('password', password, { shouldValidate: true });
        }}
      />
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
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password', { onChange: revalidateWhileInvalid(form, 'password') })}
      />
      <SubmitButton
        pending={signIn.isPending}
        pendingLabel="Signing in..."
        icon={<LogIn aria-hidden="true" />}
      >
        Sign In
      </SubmitButton>
    </form>
  );
}
