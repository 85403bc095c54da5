import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

/** For a signed-in visitor who opens /login: a way on, without hiding the form (to switch accounts). */
export function SignedInNotice({ username }: { username: string }) {
  return (
    <div className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
      <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <p>
        You are signed in as <span className="font-semibold">{username || 'User'}</span>.{' '}
        <Link
          to={paths.dashboard}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Go to your dashboard
        </Link>
      </p>
    </div>
  );
}
