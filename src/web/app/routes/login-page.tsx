import { LockKeyhole, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import type { LoginInput } from '@shared/auth/schemas';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { DemoCredentials } from '@web/features/auth/components/demo-credentials';
import { SignedInNotice } from '@web/features/auth/components/signed-in-notice';
import { lazyPart } from '@web/lib/lazy-part';

// The forms' code (their checks and the security question) hydrates on first use.
const SignInForm = lazyPart(() =>
  import('@web/features/auth/components/sign-in-form').then((m) => m.SignInForm),
);
const RegisterForm = lazyPart(() =>
  import('@web/features/auth/components/register-form').then((m) => m.RegisterForm),
);

type Mode = 'sign-in' | 'register';

const screens = {
  'sign-in': {
    title: 'Sign In',
    description: 'Welcome back. Sign in to follow your cash advances, repairs and orders.',
    icon: LockKeyhole,
  },
  register: {
    title: 'Create an Account',
    description: 'An account keeps your cash advances and repairs in one place.',
    icon: UserPlus,
  },
} as const;

/** Admin signup sends the new username along, so sign-in starts with it filled in. */
function usernameFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'username' in state) {
    return typeof state.username === 'string' ? state.username : '';
  }
  return '';
}

/**
 * /login: sign-in, with a toggle to registration (spec "Sign-in and registration").
 * The mode lives in the URL (?mode=register), so other pages can link to either.
 */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get('mode') === 'register' ? 'register' : 'sign-in';
  const location = useLocation();
  const [username, setUsername] = useState(() => usernameFromState(location.state));
  // Focus moves into a form only after an action on this page, never on arrival.
  const [focusField, setFocusField] = useState<'username' | 'password' | undefined>(() =>
    username ? 'password' : undefined,
  );
  // The demo login, filled into the sign-in form (which hydrates on first use: this is one).
  const [demoLogin, setDemoLogin] = useState<LoginInput | null>(null);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const screen = screens[mode];

  usePageMeta({
    title: screen.title,
    description: 'Sign in or create an account to track your cash advances and repairs.',
  });

  function showRegistration() {
    setFocusField('username');
    setSearchParams({ mode: 'register' });
  }

  function showSignIn() {
    setUsername('');
    setFocusField('username');
    setSearchParams({});
  }

  return (
    <AuthCard
      icon={screen.icon}
      title={screen.title}
      description={screen.description}
      before={user ? <SignedInNotice username={user.username} /> : null}
      footer={
        mode === 'sign-in' ? (
          <>
            <span>New here?</span>
            <Button variant="link" className="h-auto p-0" onClick={showRegistration}>
              Create an account
            </Button>
          </>
        ) : (
          <>
            <span>Already have an account?</span>
            <Button variant="link" className="h-auto p-0" onClick={() => showSignIn()}>
              Sign in instead
            </Button>
          </>
        )
      }
      after={
        // Two groups that each stay on one line: the line breaks between them or not at all,
        // so it is laid out the same before and after hydration and a link never moves
        // under a finger (or a test's click) as the page's code takes hold.
        <p className="flex flex-wrap justify-center gap-x-1 text-center text-sm text-muted-foreground">
          {mode === 'sign-in' ? (
            <span className="whitespace-nowrap">
              <Link
                to={paths.forgotPassword}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Forgot your password?
              </Link>{' '}
              ·
            </span>
          ) : null}
          <span className="whitespace-nowrap">
            Shop staff?{' '}
            <Link
              to={paths.adminSignup}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Create admin account
            </Link>
          </span>
        </p>
      }
    >
      {mode === 'sign-in' ? (
        <div className="grid gap-5">
          <DemoCredentials
            onUse={(login) => {
              setDemoLogin({ ...login });
              void SignInForm.ready();
            }}
          />
          <SignInForm defaultUsername={username} focusField={focusField} fillWith={demoLogin} />
        </div>
      ) : (
        <RegisterForm
          // Registration signs in (PRODUCT.md): straight on to the customer's dashboard.
          onRegistered={() => void navigate(paths.dashboard, { replace: true })}
          focusField={focusField === 'username' ? 'username' : undefined}
        />
      )}
    </AuthCard>
  );
}
