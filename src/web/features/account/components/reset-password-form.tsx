import { KeyRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { passwordResetFormSchema, type PasswordResetFormInput } from '@shared/account/schemas';
import { FormField } from '@web/components/form/form-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useResetPassword } from '@web/features/account/api/password-reset';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm<PasswordResetFormInput>({
    schema: passwordResetFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Password changed', description: message });
          void navigate(paths.login);
        },
        onError: (error) =>
          form.setError(
            'password',
            { message: errorMessage(error, 'Your password could not be changed.') },
            { shouldFocus: true },
          ),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="grid gap-5">
      <FormField
        form={form}
        name="password"
        label="New password"
        hint="At least 8 characters."
        revalidates={['confirmPassword']}
      >
        {(control) => (
          <Input type="password" autoComplete="new-password" className="h-11" {...control} />
        )}
      </FormField>
      <FormField form={form} name="confirmPassword" label="New password again">
        {(control) => (
          <Input type="password" autoComplete="new-password" className="h-11" {...control} />
        )}
      </FormField>
      <SubmitButton
        pending={reset.isPending}
        pendingLabel="Saving..."
        icon={<KeyRound aria-hidden="true" />}
      >
        Set new password
      </SubmitButton>
    </form>
  );
}
