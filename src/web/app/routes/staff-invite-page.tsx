import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INVITE_INVALID_MESSAGE } from '@shared/staff/schemas';
import { FieldShell } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { useAcceptInvite } from '@web/features/staff/api/staff';

export const STAFF_INVITE_TITLE = 'Create your staff login';

/** /staff-invite?token=… (issue 29): the invited person chooses a username and password and is signed in. */
export function StaffInvitePage() {
  usePageMeta({ title: STAFF_INVITE_TITLE, description: 'Join the shop’s staff.', noindex: true });
  const token = useSearchParams()[0].get('token');
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password !== again) return setProblem("Passwords don't match");
    setProblem(null);
    accept.mutate(
      { token, username, password },
      {
        onSuccess: () => void navigate(paths.admin.dashboard),
        onError: (error) => setProblem(errorMessage(error, 'Your login could not be created.')),
      },
    );
  };
  return (
    <AuthCard
      icon={UserPlus}
      title={STAFF_INVITE_TITLE}
      description="Choose the username and password you will sign in with. The link works once."
      footer={
        <Link
          to={paths.login}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      }
    >
      {token ? (
        <form onSubmit={onSubmit} aria-label={STAFF_INVITE_TITLE} className="grid gap-5">
          <FieldShell label="Username">
            {(control) => (
              <Input
                {...control}
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            )}
          </FieldShell>
          <FieldShell label="Password">
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </FieldShell>
          <FieldShell label="Password again">
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                required
                value={again}
                onChange={(e) => setAgain(e.target.value)}
              />
            )}
          </FieldShell>
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <Button type="submit" disabled={accept.isPending}>
            {accept.isPending ? 'Creating...' : 'Create my login'}
          </Button>
        </form>
      ) : (
        <p role="alert">{INVITE_INVALID_MESSAGE}</p>
      )}
    </AuthCard>
  );
}
