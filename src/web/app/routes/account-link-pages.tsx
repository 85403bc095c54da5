/**
 * The pages an account email leads to: "Forgot your password?", the reset
 * link's page and the address confirmation. Public: the link is the key.
 */
import { KeyRound, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RESET_LINK_INVALID } from '@shared/account/schemas';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useConfirmEmail } from '@web/features/account/api/email-address';
import { ForgotPasswordForm } from '@web/features/account/components/forgot-password-form';
import { ResetPasswordForm } from '@web/features/account/components/reset-password-form';
import { AuthCard } from '@web/features/auth/components/auth-card';

const backToSignIn = (
  <Link
    to={paths.login}
    className="font-semibold text-brand-700 underline-offset-4 hover:underline"
  >
    Back to sign in
  </Link>
);

export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot your password?', description: 'Reset your password by email.' });
  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Give the email address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', description: 'Set a new password.' });
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard
      icon={KeyRound}
      title="Choose a new password"
      description="Choosing it signs you out on every other device."
      footer={backToSignIn}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert">
          {RESET_LINK_INVALID}{' '}
          <Link to={paths.forgotPassword} className="font-semibold underline">
            Ask for a new link
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

export function ConfirmEmailPage() {
  usePageMeta({ title: 'Confirm your email', description: 'Confirm your email address.' });
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once, even under StrictMode's double effects: the link works once.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <AuthCard
      icon={MailCheck}
      title="Confirm your email"
      description="One moment while we check your link."
      footer={
        <Link to={paths.account} className="font-semibold underline-offset-4 hover:underline">
          Go to my account
        </Link>
      }
    >
      {confirm.isSuccess ? <p role="status">{confirm.data.message}</p> : null}
      {confirm.isError ? (
        <p role="alert">{errorMessage(confirm.error, 'This link could not be checked.')}</p>
      ) : null}
      {confirm.isPending ? <p>Checking your link...</p> : null}
    </AuthCard>
  );
}
