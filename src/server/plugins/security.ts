/**
 * Security headers on every answer. The Content-Security-Policy allows only the
 * app's own scripts (and its one inline script, by hash), styles, images and API;
 * nothing may frame the pages.
 *
 * The header set is the one helmet would send with this configuration, built
 * once at start-up: @fastify/helmet rebuilt its middleware (and re-parsed the
 * policy) on every request, a measurable share of a cached API answer
 * (docs/decisions/008-security-headers-precomputed.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps-script';

/** The one inline script (in every page's head), allowed by its hash alone: no 'unsafe-inline'. */
export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", EARLY_TAPS_SCRIPT_SOURCE],
  // Radix positions popovers with inline style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // For browsers that predate frame-ancestors.
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; modern advice is to switch it off.
  'x-xss-protection': '0',
});

/** HSTS only means something over HTTPS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
    done();
  });
}
