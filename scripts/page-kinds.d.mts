/** See page-kinds.mjs. */
export declare const LANDING_PAGES: Readonly<Record<string, { url: string; short: string }>>;
export declare const STAFF_ONLY_MODULES: readonly RegExp[];
