import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@shared/auth/schemas';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { DemoCredentials } from '@web/features/auth/components/demo-credentials';
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
  const form = useZodForm<LoginInput>({
    schema: loginSchema,
    defaultValues: { username: defaultUsername, password: '' },
  });

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
      <FormField form={form} name="password" label="Password">
        {(control) => (
          <Input type="password" autoComplete="current-password" className="h-11" {...control} />
        )}
      </FormField>
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
