import type { ReactNode } from 'react';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';
import { useStaffRole } from '@web/features/auth/api/staff-role';

/** The owner's screens (issue 29): staff are told so instead of a page that would only fail. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { isLoading } = useCurrentUser();
  const { isOwner } = useStaffRole();
  if (isLoading) return null;
  if (!isOwner) {
    return (
      <p role="alert" className="py-12 text-center text-lg">
        {OWNER_ONLY_MESSAGE}
      </p>
    );
  }
  return children;
}
