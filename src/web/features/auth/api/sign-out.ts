import type { NavigateFunction } from 'react-router';
import { toast } from '@web/components/ui/use-toast';
import { apiClient } from '@web/lib/api-client';
import type { ChromeData } from '@web/lib/chrome-data';
import { paths } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';

/** POST /api/auth/logout; the server answers with a JSON body on success. */
export function signOut(): Promise<unknown> {
  return apiClient.post<unknown>('/api/auth/logout');
}

/**
 * Spec section 4: on success clear the client cache, tell the user, refetch the
 * current user and go home. The current-user entry is emptied rather than removed
 * so the header, which is fed by it, switches to "Sign In" at once; a failure is told in a
 * toast. Loaded on the first tap of Sign Out (use-sign-out.ts).
 */
export async function signOutAndGoHome(
  chrome: ChromeData,
  navigate: NavigateFunction,
  onSuccess?: () => void,
): Promise<void> {
  try {
    await signOut();
  } catch {
    toast({
      title: 'Error',
      description: 'Failed to sign out. Please try again.',
      variant: 'destructive',
    });
    return;
  }
  const queryClient = await chrome.whenAttached();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
  });
  queryClient.setQueryData(queryKeys.currentUser, null);
  toast({ title: 'Signed out', description: 'You have been signed out.' });
  onSuccess?.();
  await navigate(paths.home);
  await queryClient.refetchQueries({ queryKey: queryKeys.currentUser });
}
