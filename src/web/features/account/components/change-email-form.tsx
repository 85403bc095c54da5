import { Mail } from 'lucide-react';
import { changeEmailSchema, type Account, type ChangeEmailInput } from '@shared/account/schemas';
import { FormField } from '@web/components/form/form-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useChangeEmail, useResendConfirmation } from '@web/features/account/api/email-address';

/** The address, its confirmation state, and a change (password required; the old address is told). */
export function ChangeEmailForm({ account }: { account: Account }) {
  const change = useChangeEmail();
  const resend = useResendConfirmation();
  const form = useZodForm<ChangeEmailInput>({
    schema: changeEmailSchema,
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ email }) => {
        toast({
          title: 'Email changed',
          description: `We have sent a confirmation link to ${email}.`,
        });
        form.reset();
      },
      onError: (error) => {
        const message = errorMessage(error, 'Your email could not be changed.');
        const field = /password/i.test(message) ? 'password' : 'email';
        form.setError(field, { message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <div className="grid gap-4">
      <p>
        <span className="font-medium">{account.email}</span>{' '}
        {account.emailConfirmed ? '(confirmed)' : '(not confirmed yet)'}
      </p>
      {account.emailConfirmed ? null : (
        <Button
          type="button"
          variant="outline"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: ({ message }) => toast({ title: 'Link sent', description: message }),
            })
          }
        >
          {resend.isSuccess ? 'Link sent' : 'Send the confirmation link again'}
        </Button>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Change email" className="grid gap-4">
        <FormField form={form} name="email" label="New email">
          {(control) => <Input type="email" autoComplete="email" inputMode="email" {...control} />}
        </FormField>
        <FormField form={form} name="password" label="Your password">
          {(control) => <Input type="password" autoComplete="current-password" {...control} />}
        </FormField>
        <SubmitButton
          pending={change.isPending}
          pendingLabel="Changing..."
          icon={<Mail aria-hidden="true" />}
        >
          Change email
        </SubmitButton>
      </form>
    </div>
  );
}
