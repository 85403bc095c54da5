import { formatDateTimeUK } from '@shared/dates';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import { useStaffList } from '@web/features/staff/api/staff';
import { InviteForm, roleLabels } from '@web/features/staff/components/invite-form';
import { OwnerOnly } from '@web/features/staff/components/owner-only';
import { StaffTable } from '@web/features/staff/components/staff-table';
import { usePageMeta } from '@web/lib/use-page-meta';

export const STAFF_TITLE = 'Staff';
const STAFF_DESCRIPTION =
  'Who can sign in to the staff screens. Owners can do everything; staff run the desks.';

function StaffScreen() {
  const query = useStaffList();
  if (query.isError) return <p role="alert">The staff list could not be loaded.</p>;
  if (!query.data) return <Skeleton className="h-48" />;
  const { staff, invites } = query.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="invite-heading" className="space-y-3">
        <h2 id="invite-heading" className="text-lg font-semibold">
          Invite a member of staff
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="logins-heading" className="space-y-3">
        <h2 id="logins-heading" className="text-lg font-semibold">
          Staff logins
        </h2>
        <StaffTable staff={staff} />
      </section>
      {invites.length > 0 ? (
        <section aria-labelledby="invites-heading" className="space-y-3">
          <h2 id="invites-heading" className="text-lg font-semibold">
            Invitations not yet used
          </h2>
          <ul aria-label="Invitations not yet used" className="space-y-1 text-sm">
            {invites.map((invite) => (
              <li key={invite.id}>
                {invite.email} ({roleLabels[invite.staffRole]}), until{' '}
                {formatDateTimeUK(invite.expiresAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** /admin/staff (issue 29): the owner's list of staff logins, invitations, roles and access. */
export function AdminStaffPage() {
  usePageMeta({ title: STAFF_TITLE, description: STAFF_DESCRIPTION, noindex: true });
  return (
    <PageContainer>
      <PageHeading title={STAFF_TITLE} description={STAFF_DESCRIPTION} />
      <OwnerOnly>
        <StaffScreen />
      </OwnerOnly>
    </PageContainer>
  );
}
