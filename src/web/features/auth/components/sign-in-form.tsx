import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@shared/auth/schemas';
import { useZodForm } from '@web/components/form/use-zod-form';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useSignIn } from '@web/features/auth/api/sign-in';
import { SecretField, UsernameField } from '@web/features/auth/components/account-fields';
import { SubmitButton } from '@web/components/form/submit-button';
import { NeedsScriptNotice } from '@web/components/form/needs-script-notice';

type SignInFormProps = {
  /** Filled in after registration or admin signup, so only the password is left to type. */
  defaultUsername?: string;
  /** Moves focus here on mount, when the visitor arrived by an action on this page. */
  focusField?: 'username' | 'password' | undefined;
  /** A login to fill in (the demo login, from the page's DemoCredentials). */
  fillWith?: LoginInput | null;
};

export function SignInForm({ defaultUsername = '', focusField, fillWith = null }: SignInFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useZodForm<LoginInput>({
    schema: loginSchema,
    defaultValues: { username: defaultUsername, password: '' },
  });

  useEffect(() => {
    if (focusField) form.setFocus(focusField);
  }, [focusField, form]);

  useEffect(() => {
    if (!fillWith) return;
    form.setValue('username', fillWith.username, { shouldValidate: true });
    form.setValue('password', fillWith.password, { shouldValidate: true });
  }, [fillWith, form]);

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
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Sign in" className="grid gap-5">
      <NeedsScriptNotice action="sign in" />
      <UsernameField form={form} />
      <SecretField form={form} name="password" label="Password" autoComplete="current-password" />
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
