import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';
import { AdminSignupForm } from '@web/features/auth/components/admin-signup-form';
import { AuthCard } from '@web/features/auth/components/auth-card';

/** /admin-signup: creating a shop administrator needs the admin key (spec "Admin signup"). */
export function AdminSignupPage() {
  usePageMeta({
    title: 'Create Admin Account',
    description: 'Create a shop administrator account.',
    noindex: true,
  });
  return (
    <AuthCard
      icon={ShieldCheck}
      title="Create Admin Account"
      description="For shop staff only. You need the admin key from the shop owner."
      footer={
        <>
          <span>Already have an account?</span>
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Sign in here
          </Link>
        </>
      }
    >
      <AdminSignupForm />
    </AuthCard>
  );
}
