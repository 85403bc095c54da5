/**
 * The contract between the Fastify server and the web app's server entry
 * (src/web/entry-server.tsx, built to dist/ssr/): which data a public page
 * needs, and the page drawn from it (decision 017). Types only: the server
 * never imports web code, it loads the built entry and calls it through this.
 */
import type { PublicUser } from './auth/schemas';
import type { LoanRates } from './cash-advances/loan-rates';
import type { FirmStatus } from './legal';
import type { Product, ProductListItem } from './products/schemas';

/** What the server must read before it can draw a page; null for pages left to the browser. */
export type PageNeeds = {
  /**
   * The marketplace's first page: the exact query string the browser would send to
   * GET /api/products, so both read the same entry of the public product cache.
   */
  productList?: string;
  /** GET /api/products/:id for the product page. */
  productId?: string;
};

/** What the server read for a page (a field is absent when it could not be read). */
export type PageData = {
  /** The visitor's session: null when signed out. */
  user: PublicUser | null;
  /**
   * The FCA firm reference number and demo mode, from the configuration: every page's
   * footer says whether the shop is authorised, and the legal pages say it again.
   */
  firm?: FirmStatus;
  /** The rates of new loans (RATE_GOLD, RATE_GENERAL): the pages that state a rate show them. */
  loanRates?: LoanRates;
  productList?: { items: ProductListItem[]; total: number };
  /** null when there is no such product (the page answers 404). */
  product?: Product | null;
  /** For a sold (or reserved) product: the similar items its page offers instead. */
  similarProducts?: { items: ProductListItem[]; total: number };
};

export type RenderedPage = {
  /** 200, or 404 for an unknown product or path. */
  status: number;
  /** <title>, the meta description and robots, the preload of the largest image. */
  headTags: string;
  /** The app's HTML, to go inside <div id="root">. */
  appHtml: string;
  /** The queries the HTML was drawn from, as a JSON data block the browser seeds its cache with. */
  dataScript: string;
};

export type PageRenderer = {
  /** The route patterns of the pages drawn on the server ("/product/:id"): the server routes them. */
  paths: readonly string[];
  pageNeeds(url: URL): PageNeeds | null;
  renderPage(url: URL, data: PageData): Promise<RenderedPage>;
};
