import type { ReactNode } from 'react';
import { OWNER_ONLY_MESSAGE } from '@shared/staff/schemas';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';

/** The owner's screens (issue 29): staff are told so instead of a page that would only fail. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { isOwner, isLoading } = useCurrentUser();
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
