/**
 * A library loaded the first time it is needed rather than when the server starts
 * (decision 029): pdfkit, sharp, Stripe's SDK, nodemailer and ioredis each hold
 * megabytes of V8 heap and take a moment to load, and many processes never use
 * them (no PDF drawn, no image uploaded, no card payments, no SMTP, no Redis).
 * `require` keeps the first use synchronous; each of these libraries' entries is
 * CommonJS, the very module an `import` of it would give.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** `load()` answers the library, loading it on the first call. */
export function onFirstUse<T>(specifier: string, prepare?: (library: T) => void): () => T {
  let library: T | undefined;
  return () => {
    if (library === undefined) {
      library = require(specifier) as T;
      prepare?.(library);
    }
    return library;
  };
}
