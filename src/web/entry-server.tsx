/**
 * The public pages drawn on the server (decision 017): the same routes and
 * components as the browser's app (main.tsx), fed with data the server read
 * from its caches, so the HTML arrives readable and React hydrates it as is.
 * Built by `vite build --ssr` to dist/ssr/entry-server.js; the server loads it
 * through the PageRenderer contract of @shared/server-render.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import type { PageData, PageNeeds, PageRenderer, RenderedPage } from '@shared/server-render';
import { shop } from '@shared/shop';
import { AppProviders } from '@web/app/providers';
import { queryClientFor } from '@web/app/query-runtime';
import { AppRoutes, PRODUCT_PATH, SERVER_DRAWN_PAGES } from '@web/app/router';
import { currentUserQueryOptions } from '@web/features/auth/api/get-current-user';
import { loanRatesQueryOptions } from '@web/features/cash-advances/api/get-loan-rates';
import { firmStatusQueryOptions } from '@web/features/legal/api/get-firm-status';
import { productQueryOptions } from '@web/features/products/api/get-product';
import { similarProductsQueryOptions } from '@web/features/products/api/get-similar-products';
import {
  marketplaceProductsQueryOptions,
  productsApiQuery,
} from '@web/features/products/api/get-products';
import { readMarketplaceSearch } from '@web/features/products/use-marketplace-search';
import { paths } from '@web/lib/paths';
import { ChromeData } from '@web/lib/chrome-data';
import { serverDataScript, type SeededQuery } from '@web/lib/server-data';
import {
  ServerRenderContext,
  type PageHead,
  type ServerRender,
} from '@web/lib/server-render-context';

const SERVER_RENDERED: readonly string[] = SERVER_DRAWN_PAGES.map(([pattern]) => pattern);

/** The path as the router matches it: each segment decoded, as useParams() then reads it. */
function routerPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

const productIdIn = (url: URL) => matchPath(PRODUCT_PATH, routerPath(url.pathname))?.params.id;

export function pageNeeds(url: URL): PageNeeds | null {
  const path = routerPath(url.pathname);
  if (!SERVER_RENDERED.some((pattern) => matchPath(pattern, path))) return null;
  if (matchPath(paths.marketplace, path)) {
    return { productList: productsApiQuery(readMarketplaceSearch(url.searchParams), 1) };
  }
  const productId = productIdIn(url);
  return productId === undefined ? {} : { productId };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title ?? shop.name)}</title>`];
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  const image = head.preloadImage;
  if (image) {
    const srcSet = image.srcSet
      ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${srcSet} fetchpriority="high">`,
    );
  }
  return tags.join('\n    ');
}

/** The queries the page's components ask for, filled with what the server read. */
function seededQueries(url: URL, data: PageData): SeededQuery[] {
  const queries: SeededQuery[] = [[currentUserQueryOptions().queryKey, data.user]];
  // Every footer says whether the shop is authorised (and the legal pages say it again).
  if (data.firm) queries.push([firmStatusQueryOptions().queryKey, data.firm]);
  // The rates the home, cash advance and terms pages state (and their small print).
  if (data.loanRates) queries.push([loanRatesQueryOptions().queryKey, data.loanRates]);
  if (data.productList) {
    const search = readMarketplaceSearch(url.searchParams);
    queries.push([
      marketplaceProductsQueryOptions(search).queryKey,
      { pages: [data.productList], pageParams: [1] },
    ]);
  }
  const productId = productIdIn(url);
  if (productId !== undefined && data.product !== undefined) {
    queries.push([productQueryOptions(productId).queryKey, data.product]);
  }
  if (data.product && data.similarProducts) {
    queries.push([
      similarProductsQueryOptions(data.product.category).queryKey,
      data.similarProducts,
    ]);
  }
  return queries;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

export async function renderPage(url: URL, data: PageData): Promise<RenderedPage> {
  const queries = seededQueries(url, data);
  // The chrome and the pages' query cache start from the same data, as in the browser (main.tsx).
  const chrome = new ChromeData(queries);
  queryClientFor(chrome);
  const head: PageHead = {};
  const server: ServerRender = {
    origin: url.origin,
    describe: (more) => Object.assign(head, more),
  };
  // Whole, not streamed: the page's code chunk resolves once and for all on the first
  // request, and the status (404) must be known before the first byte goes out.
  const { prelude } = await prerender(
    <StrictMode>
      <ServerRenderContext value={server}>
        <AppProviders chrome={chrome}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </ServerRenderContext>
    </StrictMode>,
    // Every boundary written in place: a large one would otherwise come after the rest with
    // an inline script to move it, which the Content-Security-Policy blocks and which needs
    // JavaScript to show at all.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    status: head.status ?? 200,
    headTags: headTags(head),
    appHtml: await readAll(prelude),
    dataScript: serverDataScript(queries),
  };
}

export const renderer: PageRenderer = { paths: SERVER_RENDERED, pageNeeds, renderPage };
