/** See on-demand-parts.mjs. */
export declare const ON_DEMAND_PARTS: readonly string[];
