import { KeyRound } from 'lucide-react';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@shared/account/schemas';
import { useZodForm } from '@web/components/form/use-zod-form';
import { FormField } from '@web/components/form/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useChangePassword } from '@web/features/account/api/change-password';
import { SubmitButton } from '@web/components/form/submit-button';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useZodForm<ChangePasswordFormInput>({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Password changed', description: message });
          form.reset();
        },
        onError: (error) => {
          const message = errorMessage(error, 'Your password could not be changed.');
          form.setError('currentPassword', { message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="grid gap-4">
      <FormField form={form} name="currentPassword" label="Current password">
        {(control) => <Input type="password" autoComplete="current-password" {...control} />}
      </FormField>
      <FormField
        form={form}
        name="newPassword"
        label="New password"
        hint="At least 8 characters. A few words you will remember make a strong one."
        revalidates={['confirmPassword']}
      >
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </FormField>
      <FormField form={form} name="confirmPassword" label="New password again">
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </FormField>
      <SubmitButton
        pending={change.isPending}
        pendingLabel="Changing..."
        icon={<KeyRound aria-hidden="true" />}
      >
        Change password
      </SubmitButton>
    </form>
  );
}
