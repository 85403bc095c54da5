import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fieldOfAccountMessage } from '@shared/auth/account-rules';
import { registerFormSchema, type RegisterFormInput } from '@shared/auth/schemas';
import { useZodForm } from '@web/components/form/use-zod-form';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useRegisterAccount } from '@web/features/auth/api/register';
import {
  EmailField,
  NEW_PASSWORD_HINT,
  NEW_USERNAME_HINT,
  SecretField,
  UsernameField,
} from '@web/features/auth/components/account-fields';
import { SubmitButton } from '@web/components/form/submit-button';
import { NeedsScriptNotice } from '@web/components/form/needs-script-notice';
import { ANSWER_REQUIRED } from '@web/components/security-question/answer-field';
import { SecurityVerification } from '@web/components/security-question/security-question-field';
import { useProofOfWork } from '@web/components/security-question/use-security-question';

type RegisterFormProps = {
  /** Called with the new account's username once it exists and is signed in. */
  onRegistered: (username: string) => void;
  focusField?: 'username' | undefined;
};

export function RegisterForm({ onRegistered, focusField }: RegisterFormProps) {
  const registerAccount = useRegisterAccount();
  const [securityMessage, setSecurityMessage] = useState<string | null>(null);
  const security = useProofOfWork(() => setSecurityMessage(null));
  const form = useZodForm<RegisterFormInput>({
    schema: registerFormSchema,
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (focusField) form.setFocus(focusField);
  }, [focusField, form]);

  const onSubmit = form.handleSubmit(({ username, email, password }) => {
    // Sent only with a solved challenge (the widget solves it while the form is filled in).
    const answer = security.answer();
    if (!answer) {
      setSecurityMessage(ANSWER_REQUIRED);
      return;
    }
    registerAccount.mutate(
      { username, email, password, ...answer },
      {
        onSuccess: (user) => {
          toast({
            title: 'Account Created!',
            description: 'You are signed in. Welcome to your dashboard.',
          });
          onRegistered(user.username);
        },
        onError: (error) => {
          const message = errorMessage(error, 'Registration failed');
          // Each solution is good once: a new challenge is solved for the next try.
          const refused = security.refusal(error);
          if (refused) setSecurityMessage(refused);
          else security.newQuestion();
          // A taken or look-alike name, a taken email, a common password: shown by its field too.
          const field = fieldOfAccountMessage(message);
          if (field) form.setError(field, { message }, { shouldFocus: true });
          toast({ title: 'Registration Failed', description: message, variant: 'destructive' });
        },
      },
    );
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Create an account"
      className="grid gap-5"
    >
      <NeedsScriptNotice action="create an account" />
      <UsernameField form={form} hint={NEW_USERNAME_HINT} />
      <EmailField form={form} />
      {/* Fixing the password can also fix a "Passwords don't match" below it. */}
      <SecretField
        form={form}
        name="password"
        label="Password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        revalidates={['confirmPassword']}
      />
      <SecretField
        form={form}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
      />
      <SecurityVerification security={security} message={securityMessage} />
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
