import { LogIn, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { FixedButton } from '@web/components/ui/fixed-button';
import { useChromeUser } from '@web/lib/chrome-data';
import { useSignOut } from '@web/features/auth/api/use-sign-out';
import { paths } from '@web/lib/paths';

/** Header greeting and Sign Out, or a Sign In link (spec "Header and chrome"). */
export function UserActions() {
  const { user, isLoading } = useChromeUser();
  const signOut = useSignOut();

  // Keep the space while the first check runs, so "Sign In" does not flash for signed-in users.
  if (isLoading) return <div className="h-10 w-24" aria-hidden="true" />;

  if (!user) {
    return (
      <FixedButton asChild variant="accent">
        <Link to={paths.login}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </FixedButton>
    );
  }

  return (
    <div className="flex items-center gap-3">
      {/* The greeting leads to the customer's own account settings. */}
      <Link
        to={paths.account}
        className="max-w-48 truncate text-sm text-brand-100 underline-offset-4 hover:underline"
      >
        {/* Their first name when they have given one, else the name they signed up with. */}
        Welcome, <span className="font-semibold text-white">{user.firstName ?? user.username}</span>
        <span className="sr-only"> (my account)</span>
      </Link>
      <FixedButton
        variant="outlineOnDark"
        size="sm"
        className="border-white/30"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        <LogOut aria-hidden="true" />
        {signOut.isPending ? 'Signing out...' : 'Sign Out'}
      </FixedButton>
    </div>
  );
}
