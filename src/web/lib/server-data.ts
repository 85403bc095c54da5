import type { QueryKey } from '@tanstack/react-query';

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

/**
 * The queries of the page's data block, which seed the chrome's data and then the query cache
 * (app/query-runtime.tsx); null when the page was not drawn by the server.
 */
export function readServerData(): SeededQuery[] | null {
  const block = document.getElementById(SERVER_DATA_ID);
  if (!block?.textContent) return null;
  return (JSON.parse(block.textContent) as { queries: SeededQuery[] }).queries;
}
