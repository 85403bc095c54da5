import { useCurrentUser } from '@web/features/auth/api/get-current-user';

/**
 * The signed-in member of staff's role (issue 29): owners do everything; staff
 * run the desks, and the screens hide what the server would refuse them. A
 * module of its own so the first download of every page carries only this.
 */
export function useStaffRole() {
  const { user } = useCurrentUser();
  const staffRole = user?.role === 'admin' ? user.staffRole : null;
  return { isOwner: staffRole === 'owner', isStaffOnly: staffRole === 'staff' };
}
