/**
 * "zod/mini" as the browser build sees it (vite.config.ts aliases the name here):
 * like ./zod-without-eval.ts, zod's parsers told not to compile with
 * `new Function` before any schema is built, for the Content-Security-Policy.
 * The public forms' schemas are written with zod/mini (decision 012), so a page
 * with a form may load no other zod.
 */
import * as z from 'zod/v4/mini';

z.config({ jitless: true });

export * from 'zod/v4/mini';
