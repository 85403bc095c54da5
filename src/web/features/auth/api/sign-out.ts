import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/use-toast';
import { apiClient } from '@web/lib/api-client';
import { useChromeData } from '@web/lib/chrome-data';
import { paths } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/auth/logout; the server answers with a JSON body on success. */
export function signOut(): Promise<unknown> {
  return apiClient.post<unknown>('/api/auth/logout');
}

/**
 * Spec section 4: on success clear the client cache, tell the user, refetch the
 * current user and go home. The current-user entry is emptied rather than removed
 * so the header, which is subscribed to it, switches to "Sign In" at once.
 *
 * The header's button, so it is in every page's first download: a pending flag of
 * its own rather than useMutation, which then stays with the forms, and the query cache
 * reached through the chrome's data, which has it from just after hydration (decision 012).
 */
export function useSignOut() {
  const chrome = useChromeData();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const mutate = useCallback(
    async (_variables?: undefined, options?: { onSuccess?: () => void }) => {
      setPending(true);
      try {
        await signOut();
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to sign out. Please try again.',
          variant: 'destructive',
        });
        return;
      } finally {
        setPending(false);
      }
      const queryClient = await chrome.whenAttached();
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
      });
      queryClient.setQueryData(queryKeys.currentUser, null);
      toast({ title: 'Signed out', description: 'You have been signed out.' });
      options?.onSuccess?.();
      await navigate(paths.home);
      await queryClient.refetchQueries({ queryKey: queryKeys.currentUser });
    },
    [chrome, navigate],
  );

  return { mutate, isPending };
}
