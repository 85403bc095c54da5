import { KeyRound } from 'lucide-react';
import { demoCustomer } from '@shared/demo-accounts';
import { Button } from '@web/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { readFirmStatus } from '@shared/legal';
import { apiClient } from '@web/lib/api-client';
import { useChromeFirmStatus } from '@web/lib/chrome-data';
import { queryKeys } from '@web/lib/query-keys';

type DemoCredentialsProps = {
  /** Fills the sign-in form with the demo login. */
  onUse: (credentials: { username: string; password: string }) => void;
};

/** The demo customer's login (PRODUCT.md "Demo mode"); shown only when the server runs in demo mode. */
export function DemoCredentials({ onUse }: DemoCredentialsProps) {
  // Drawn from the mode the server drew the page with (the footer's firm status), so the box
  // is there from the first paint and moves nothing when it appears (issue 32: CLS 0); the
  // browser's own read of /api/meta has the last word once it answers.
  const drawnWith = useChromeFirmStatus();
  const { data } = useQuery({
    queryKey: queryKeys.demoMode,
    queryFn: async ({ signal }) =>
      readFirmStatus(await apiClient.get<unknown>('/api/meta', { signal })),
  });
  if (!(data ?? drawnWith)?.demo) return null;

  const { username, password } = demoCustomer;
  return (
    <aside
      aria-label="Demo credentials"
      className="flex flex-col gap-3 rounded-lg border border-gold-200 bg-gold-50 p-4 text-sm text-gold-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-2.5">
        <KeyRound className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
        <p>
          <span className="font-semibold">Demo credentials:</span> username{' '}
          <code className="font-mono font-semibold">{username}</code>, password{' '}
          <code className="font-mono font-semibold">{password}</code>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start border-gold-300 bg-white sm:self-auto"
        onClick={() => onUse({ username, password })}
      >
        Use demo login
      </Button>
    </aside>
  );
}
