import { useQueryClient } from '@tanstack/react-query';
import { ShieldPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminSignupFormSchema, type AdminSignupFormInput } from '@shared/auth/schemas';
import { useZodForm } from '@web/components/form/use-zod-form';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';
import { useCreateAdmin } from '@web/features/auth/api/create-admin';
import {
  EmailField,
  NEW_PASSWORD_HINT,
  NEW_USERNAME_HINT,
  SecretField,
  UsernameField,
} from '@web/features/auth/components/account-fields';
import { FormMessage } from '@web/features/auth/components/form-message';
import { SubmitButton } from '@web/components/form/submit-button';

export const ADMIN_CREATED_MESSAGE = 'Admin account created successfully! Redirecting to login...';
const REDIRECT_DELAY_MS = 2000;

/**
 * The plain admin signup form (spec "Admin signup"): on submit the checks run in
 * the spec's order and the first problem shows in the banner, as the server
 * would report it; the server then checks the key.
 */
export function AdminSignupForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createAdmin = useCreateAdmin();
  const form = useZodForm<AdminSignupFormInput>({
    schema: adminSignupFormSchema,
    // The spec's page checks on submit only, and reports the first problem in the banner.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', adminKey: '' },
  });
  // `attempt` remounts the banner, so a screen reader announces a repeated message again.
  const [outcome, setOutcome] = useState<{ message: string; attempt: number } | null>(null);
  const [createdUsername, setCreatedUsername] = useState<string | null>(null);

  useEffect(() => {
    if (createdUsername === null) return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      void navigate(paths.login, { state: { username: createdUsername } });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [createdUsername, navigate, queryClient]);

  function show(message: string) {
    setOutcome((previous) => ({ message, attempt: (previous?.attempt ?? 0) + 1 }));
  }

  const onSubmit = form.handleSubmit(
    (fields) => {
      setOutcome(null);
      const { email, password, adminKey } = fields;
      createAdmin.mutate(
        { username: fields.username.trim(), email: email.trim(), password, adminKey },
        {
          onSuccess: (user) => {
            show(ADMIN_CREATED_MESSAGE);
            setCreatedUsername(user.username);
          },
          onError: (error) => show(errorMessage(error, 'Registration failed')),
        },
      );
    },
    (errors) => show(errors.root?.message ?? 'Registration failed'),
  );

  const busy = createAdmin.isPending || createdUsername !== null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create admin account">
      <fieldset disabled={busy} className="grid gap-5">
        <UsernameField form={form} hint={NEW_USERNAME_HINT} />
        <EmailField form={form} />
        <SecretField
          form={form}
          name="password"
          label="Password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <SecretField
          form={form}
          name="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
        />
        <SecretField
          form={form}
          name="adminKey"
          label="Admin Key"
          autoComplete="off"
          hint="Given to shop staff by the owner."
        />
        {outcome ? <FormMessage key={outcome.attempt} message={outcome.message} /> : null}
        <SubmitButton
          pending={createAdmin.isPending}
          pendingLabel="Creating admin account..."
          icon={<ShieldPlus aria-hidden="true" />}
        >
          Create Admin Account
        </SubmitButton>
      </fieldset>
    </form>
  );
}
