import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useChromeData } from '@web/lib/chrome-data';

/**
 * The header's Sign Out (spec section 4). The header is in every page's first download, so
 * this is a pending flag of its own rather than useMutation, and the work (the request, the
 * cache, the toasts: sign-out.ts) loads on the tap (decision 012).
 */
export function useSignOut() {
  const chrome = useChromeData();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const mutate = useCallback(
    async (_variables?: undefined, options?: { onSuccess?: () => void }) => {
      setPending(true);
      try {
        const { signOutAndGoHome } = await import('@web/features/auth/api/sign-out');
        await signOutAndGoHome(chrome, navigate, () => {
          setPending(false);
          options?.onSuccess?.();
        });
      } finally {
        setPending(false);
      }
    },
    [chrome, navigate],
  );

  return { mutate, isPending };
}
