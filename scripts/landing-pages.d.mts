/** See landing-pages.mjs. */
export declare const LANDING_PAGES: Readonly<Record<string, { url: string; short: string }>>;
