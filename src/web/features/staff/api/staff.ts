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

export function staffQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.staff,
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
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff }),
  });
}

/** PATCH /api/admin/staff/:id: a role, or disabled (their sessions end at once). */
export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: UpdateStaffInput & { id: string }) =>
      apiClient.patch<StaffMember>(`/api/admin/staff/${encodeURIComponent(id)}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staff }),
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
