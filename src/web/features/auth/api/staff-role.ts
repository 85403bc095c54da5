import type { PublicUser } from '@shared/auth/schemas';
import { useCurrentUser } from '@web/features/auth/api/get-current-user';

/**
 * The signed-in member of staff's role (issue 29): owners do everything; staff
 * run the desks, and the screens hide what the server would refuse them. A
 * module of its own so the first download of every page carries only this.
 */
export function useStaffRole() {
  return staffRoleOf(useCurrentUser().user);
}

/** The same for a user read elsewhere (the header's menus read the chrome's data, not a query). */
export function staffRoleOf(user: PublicUser | null) {
  const staffRole = user?.role === 'admin' ? user.staffRole : null;
  return { isOwner: staffRole === 'owner', isStaffOnly: staffRole === 'staff' };
}
