import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The queries a page the server drew was drawn from, handed to the browser in a
 * JSON data block (not a script that runs, so the Content-Security-Policy stays
 * "script-src 'self'"). Seeding the cache with them lets React hydrate the very
 * same HTML and spares the page its first fetches.
 */
export const SERVER_DATA_ID = 'shop-data';

export type SeededQuery = readonly [key: QueryKey, data: unknown];

export function serverDataScript(queries: readonly SeededQuery[]): string {
  // "<" escaped: the text can never close the script element, whatever a product says.
  const json = JSON.stringify({ queries }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

/** Seeds the cache from the page's data block; false when the page was not drawn by the server. */
export function seedFromServer(queryClient: QueryClient): boolean {
  const block = document.getElementById(SERVER_DATA_ID);
  if (!block?.textContent) return false;
  const { queries } = JSON.parse(block.textContent) as { queries: SeededQuery[] };
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  return true;
}
