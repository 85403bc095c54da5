/**
 * Security headers. The Content-Security-Policy allows only the app's own
 * scripts, styles, images and API; nothing may frame the pages.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Radix positions popovers with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // Sent per request below: HSTS only means something over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    }
  });
}
