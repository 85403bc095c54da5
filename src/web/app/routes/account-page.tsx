import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAccount } from '@web/features/account/api/get-account';
import { ACCOUNT_EXPORT_URL } from '@web/features/account/api/export-data';
import { ChangeEmailForm } from '@web/features/account/components/change-email-form';
import { ChangePasswordForm } from '@web/features/account/components/change-password-form';
import { DeleteAccount } from '@web/features/account/components/delete-account';
import { EmailPreferences } from '@web/features/account/components/email-preferences';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AccountPage() {
  usePageMeta({ title: 'My account', description: 'Your password, emails and data.' });
  const account = useAccount();

  if (account.isPending) return <PageContainer>Loading your account...</PageContainer>;
  if (!account.data) {
    return (
      <PageContainer>
        <PageHeading title="My account" description="Your password, emails and data." />
        <p className="rounded-lg border border-gold-200 bg-gold-50 p-4 text-brand-950">
          <Link to={paths.login} className="font-semibold underline underline-offset-4">
            Sign in
          </Link>{' '}
          to manage your account.
        </p>
      </PageContainer>
    );
  }
  const { username, email, emailConfirmed, confirmedEmail } = account.data;

  return (
    <PageContainer>
      <PageHeading title="My account" description={`Signed in as ${username} (${email}).`} />
      {emailConfirmed ? null : (
        <p className="mb-6 rounded-lg border border-gold-200 bg-gold-50 p-4 text-brand-950">
          We send emails to {email} once you have confirmed it with the link we sent you.
          {confirmedEmail
            ? ` Until then your agreements, receipts and other emails still go to ${confirmedEmail}.`
            : null}{' '}
          No email? Send the link again below.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>Changing it signs you out on your other devices.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Email address</CardTitle>
              <CardDescription>
                We write only to a confirmed address. Changing it tells the old one.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ChangeEmailForm account={account.data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Emails</CardTitle>
              <CardDescription>Choose which emails we send you.</CardDescription>
            </CardHeader>
            <CardContent>
              <EmailPreferences account={account.data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Your data</CardTitle>
              <CardDescription>
                Everything we hold about you: your account, cash advances, repairs and orders, as a
                JSON file.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <a
                href={ACCOUNT_EXPORT_URL}
                download
                className={buttonVariants({ variant: 'outline' })}
              >
                <Download aria-hidden="true" />
                Download my data
              </a>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Delete account</CardTitle>
              <CardDescription>
                Settle any running loan, repair or order first; then you can delete your account
                here.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <DeleteAccount />
            </CardContent>
          </Card>
        </div>
      </div>
    </PageContainer>
  );
}
