/** Staff logins (issue 29): the list, an invitation, a change of role or access, and signing up from an invitation. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@shared/auth/schemas';
import type {
  AcceptInviteInput,
  InviteStaffInput,
  StaffList,
  StaffMember,
  UpdateStaffInput,
} from '@shared/staff/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * The staff screens' keys live here, not in lib/query-keys.ts: that module is in
 * the first download of every page, and these are owners' screens.
 */
const staffKey = ['staff'] as const;

export function staffQueryOptions() {
  return queryOptions({
    queryKey: staffKey,
    queryFn: ({ signal }) => apiClient.get<StaffList>('/api/admin/staff', { signal }),
    staleTime: 0,
  });
}

export const useStaffList = () => useQuery(staffQueryOptions());

/** POST /api/admin/staff: emails the invitation link. */
export function useInviteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteStaffInput) =>
      apiClient.post<{ id: string }>('/api/admin/staff', input),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}

/** PATCH /api/admin/staff/:id: a role, or disabled (their sessions end at once). */
export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UpdateStaffInput & { id: string }) =>
      apiClient.patch<StaffMember>(`/api/admin/staff/${encodeURIComponent(id)}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}

/** POST /api/auth/staff-invite: creates the login and signs it in. */
export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInviteInput) =>
      apiClient.post<PublicUser>('/api/auth/staff-invite', input),
    onSuccess: (user) => client.setQueryData(queryKeys.currentUser, user),
  });
}
