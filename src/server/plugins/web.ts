/**
 * Serves the built React app: hashed assets cached for a year, everything
 * else revalidated, and index.html for any non-API path so the client-side
 * router can draw the screen (including its own 404 page). Text files go out
 * brotli- or gzip-compressed from the copies the build writes beside them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';
import { loadWebPages, type WebPages } from './web-pages';

const YEAR = 31_536_000;
/** The copies @fastify/static's `preCompressed` picks; headers follow the original file. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Which encoding of the HTML to send: brotli, then gzip, else none (q=0 refuses one). */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function sendPage(pages: WebPages, request: FastifyRequest, reply: FastifyReply) {
  const page = pages.htmlFor(request.url.split('?')[0]!);
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  const pages = hasBuild ? loadWebPages(webRoot) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Vite's manifest and the chunk list are for the build tools and this server, not visitors.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        const relative = path.relative(webRoot, filePath).replace(COMPRESSED_SUFFIX, '');
        if (relative.startsWith(`assets${path.sep}`)) {
          res.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
        } else if (relative.endsWith('.html')) {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  if (pages) {
    // The static plugin treats "/" as a folder without an index (403): the home page is the app.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(pages, request, reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || !pages) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    return sendPage(pages, request, reply);
  });
}
