import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIGNED_OUT_NULL } from '@shared/auth/current-user';
import type { PublicUser } from '@shared/auth/schemas';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The signed-in user as the API shows it (never the password hash). */
export type CurrentUser = PublicUser;

/**
 * GET /api/auth/user. Signed out is an answer, not a failure: the request asks for
 * null rather than 401 (so no failed request shows in the console), and a 401 resolves to null too.
 */
export async function getCurrentUser({
  signal,
}: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  const options = { nullOnStatus: [401], headers: { Prefer: SIGNED_OUT_NULL } };
  return apiClient.get<CurrentUser | null>(
    '/api/auth/user',
    signal ? { ...options, signal } : options,
  );
}

/**
 * Spec section 7: stale immediately, refetched on mount, on window focus and every
 * 10 s, never retried. This overrides the app-wide "never stale" default on purpose:
 * a session that ends elsewhere should show up here quickly.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: 10_000,
    retry: false,
  });
}

export type CurrentUserState = {
  /** null when signed out, or while the first check is still running. */
  user: CurrentUser | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** True only until the first answer arrives; use it to avoid flashing "Sign In". */
  isLoading: boolean;
};

/** Spec section 4: signed in only when the fetch returned a user without error. */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQueryOptions());
  const user = query.isError ? null : (query.data ?? null);
  return {
    user,
    isSignedIn: user !== null,
    isAdmin: user?.role === 'admin',
    isLoading: query.isPending,
  };
}
