import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@web/components/ui/toaster';
import { ChromeData, ChromeDataProvider } from '@web/lib/chrome-data';
import { createQueryClient } from '@web/lib/query-client';

/**
 * Component tests only: renders `ui` as the app would (a fresh query cache with the
 * app's defaults, a router at `path`, the toast area), so toasts can be asserted by text.
 * The chrome's data (lib/chrome-data.ts) is attached to that cache; a test of the header or
 * footer passes `attachChrome: queryClientFor` (app/query-runtime.tsx, which components/ may
 * not import) so that the cache feeds it as in the app.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    attachChrome = (chrome, client) => chrome.attach(client, () => undefined),
  }: {
    path?: string;
    attachChrome?: (chrome: ChromeData, client: QueryClient) => unknown;
  } = {},
): RenderResult & { queryClient: ReturnType<typeof createQueryClient> } {
  const queryClient = createQueryClient();
  const chrome = new ChromeData();
  attachChrome(chrome, queryClient);
  const result = render(
    <ChromeDataProvider value={chrome}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </ChromeDataProvider>,
  );
  return { ...result, queryClient };
}

type JsonRoute = { status?: number; body: unknown };
type Handler = (request: {
  url: URL;
  init: RequestInit | undefined;
}) => JsonRoute | Promise<JsonRoute>;

/**
 * Replaces fetch with a tiny router: `routes` maps "METHOD /path" (no query string)
 * to an answer; anything else answers 404. Returns the mock, whose calls the test can read.
 */
export function mockFetch(routes: Record<string, JsonRoute | Handler>) {
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route({ url, init }) : route;
    const { status = 200, body } = answer ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return fetchMock;
}
