import { queryOptions } from '@tanstack/react-query';
import type { Challenge } from '@shared/challenges';
import { apiClient } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/challenges → { token, question }: a new security question each time. */
export function getChallenge(signal?: AbortSignal): Promise<Challenge> {
  return apiClient.get<Challenge>('/api/challenges', signal ? { signal } : {});
}

/**
 * One question per form (`form` names it). A token is good for one send and
 * 30 minutes: never shared between forms, dropped when the form goes, and
 * replaced only when the form asks (New Question, after a send).
 */
export const challengeQueryOptions = (form: string) =>
  queryOptions({
    queryKey: queryKeys.challenges.form(form),
    queryFn: ({ signal }) => getChallenge(signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
