import { Mail } from 'lucide-react';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@shared/account/schemas';
import { FormField } from '@web/components/form/form-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useRequestPasswordReset } from '@web/features/account/api/password-reset';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useZodForm<PasswordResetRequest>({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) =>
        form.setError('email', { message: errorMessage(error, 'Please try again.') }),
    }),
  );

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-lg border border-gold-200 bg-gold-50 p-4 text-brand-950">
        {request.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password" className="grid gap-5">
      <FormField form={form} name="email" label="Email">
        {(control) => (
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            className="h-11"
            {...control}
          />
        )}
      </FormField>
      <SubmitButton
        pending={request.isPending}
        pendingLabel="Sending..."
        icon={<Mail aria-hidden="true" />}
      >
        Email me a link
      </SubmitButton>
    </form>
  );
}
