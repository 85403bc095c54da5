import { Mail } from 'lucide-react';
import { useState } from 'react';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@shared/account/schemas';
import { FormField } from '@web/components/form/form-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { ANSWER_REQUIRED } from '@web/components/security-question/answer-field';
import { SecurityVerification } from '@web/components/security-question/security-question-field';
import { useProofOfWork } from '@web/components/security-question/use-security-question';
import { useRequestPasswordReset } from '@web/features/account/api/password-reset';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [securityMessage, setSecurityMessage] = useState<string | null>(null);
  const security = useProofOfWork(() => setSecurityMessage(null));
  const form = useZodForm<PasswordResetRequest>({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    // Sent only with a solved challenge (the widget solves it while the address is typed).
    const answer = security.answer();
    if (!answer) {
      setSecurityMessage(ANSWER_REQUIRED);
      return;
    }
    request.mutate(
      { ...values, ...answer },
      {
        onError: (error) => {
          const refused = security.refusal(error);
          if (refused) {
            setSecurityMessage(refused);
            return;
          }
          security.newQuestion();
          form.setError('email', { message: errorMessage(error, 'Please try again.') });
        },
      },
    );
  });

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
      <SecurityVerification security={security} message={securityMessage} />
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
