/**
 * "zod" as the browser build sees it (vite.config.ts aliases the bare name here):
 * the library, told before any schema is built not to compile parsers with
 * `new Function`. zod otherwise probes whether it may, and the site's
 * Content-Security-Policy ("script-src 'self'", no eval) reports the probe as a
 * violation (a Lighthouse best-practices failure). Parsing is just as correct.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
