/**
 * Serves the built React app: hashed assets cached for a year, everything
 * else revalidated, and index.html for any non-API path so the client-side
 * router can draw the screen (including its own 404 page). The public pages
 * go out drawn by the server when its entry was built (decision 017). Text
 * files go out brotli- or gzip-compressed from the copies the build writes beside them.
 */
import { isAppPath } from '@shared/app-paths';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageServer } from '../modules/pages/page-server';
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

function sendPage(
  pages: WebPages,
  request: FastifyRequest,
  reply: FastifyReply,
  pageServer: PageServer | undefined,
  status = 200,
) {
  const page = pages.htmlFor(request.url.split('?')[0]!);
  const needs = pageServer?.needsOf(request);
  if (pageServer && needs) {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    return pageServer.send(request, reply, needs, page.html, encoding);
  }
  reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === page.etag)
    return reply.code(304).send();
  reply.code(status);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string,
  pageServer?: PageServer,
) {
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
        } else if (relative.endsWith('.html') || relative === 'route-chunks.json') {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  if (pages) {
    // The static plugin treats "/" as a folder without an index (403): the home page is the app.
    // The pages the server draws have routes of their own too, so no file is looked for first.
    const routed = new Set(['/', ...(pageServer?.paths ?? [])]);
    for (const url of routed) {
      app.get(url, { schema: { hide: true } }, (request, reply) =>
        sendPage(pages, request, reply, pageServer),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // The API and the image files answer JSON, never a page: an id too long to route is
    // still a missing file, not a missing page.
    const isApi =
      request.url === '/api' ||
      request.url.startsWith('/api/') ||
      request.url.startsWith('/images/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A public page's form sent before its script ran (or without one): the forms are
    // method="post" so nothing typed lands in an address; the visitor gets the page back.
    if (!isApi && request.method === 'POST' && pages && pageServer?.needsOf(request)) {
      return reply.code(303).header('Location', request.url).send();
    }
    if (isApi || !wantsPage || !pages) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    // A path the app has no page for: its not-found page, with the status that says so.
    const devPages = app.config.demo || app.config.nodeEnv === 'development';
    const known = isAppPath(request.url.split('?')[0]!, { devPages });
    return sendPage(pages, request, reply, pageServer, known ? 200 : 404);
  });
}
