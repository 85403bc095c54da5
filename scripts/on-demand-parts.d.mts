/** See on-demand-parts.mjs. */
export declare const ON_DEMAND_PARTS: readonly string[];
export declare const FIRST_USE_PARTS: readonly string[];
