/**
 * Answers the public pages with HTML the web app's server entry drew
 * (decision 017): the page's template (index.html with its chunks preloaded)
 * with the head, the app's HTML and the data block written in. Each answer
 * carries a strong ETag of its bytes, so an unchanged page revalidates to 304,
 * and a signed-out visitor's page is kept, ready to send, until products change.
 */
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageNeeds, PageRenderer, RenderedPage } from '@shared/server-render';
import {
  cachedBytes,
  createResponseCache,
  matchesETag,
  type CachedResponse,
  type ResponseCache,
} from '../../response-cache';
import { PRODUCT_CACHE } from '../products/public-cache';
import { readPageData } from './page-data';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The built server entry (`vite build --ssr`), or undefined when there is none (tests, `npm run dev`). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderer: PageRenderer };
  return module.renderer;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** index.html with the page written in: its head tags replace the shop-wide title and description. */
export function fillTemplate(template: string, page: RenderedPage): string {
  let html = template;
  if (page.headTags.includes('name="description"')) html = html.replace(DESCRIPTION, '');
  html = html.replace(TITLE, page.headTags);
  return html.replace(ROOT, `<div id="root">${page.appHtml}</div>${page.dataScript}`);
}

/** The address the visitor used; X-Forwarded-Proto and -Host count only behind TRUST_PROXY. */
function pageUrl(request: FastifyRequest): URL {
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    // A Host header no URL can hold: the page is still drawn, its absolute links say localhost.
    return new URL(request.url, 'http://localhost');
  }
}

type Encoding = 'br' | 'gzip' | undefined;

async function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    // Quality 5: a drawn page is compressed per answer, so speed matters more than the last bytes.
    return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return body;
}

export type PageServer = {
  /** The route patterns of the pages drawn here, each given a route of its own. */
  paths: readonly string[];
  /** What the page at this address needs, or null when the browser draws it. */
  needsOf(request: FastifyRequest): PageNeeds | null;
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    needs: PageNeeds,
    template: string,
    encoding: Encoding,
  ): Promise<FastifyReply>;
};

type DrawnPage = { status: number; response: CachedResponse };

/**
 * Pages kept for signed-out visitors: some thousands, each for a minute at most,
 * and dropped with the public product cache on every product write, in every
 * instance (they share its name), so a sold product leaves the HTML as fast as
 * it leaves the API. A page that answers 404 is drawn each time and never kept.
 */
function createPageCache(app: FastifyInstance): ResponseCache {
  const cache = createResponseCache({
    maxBytes: 16 * 1024 * 1024,
    ttlMs: 60_000,
    onReloadError: (error) => app.log.warn({ err: error }, 'page cache reload failed'),
    trusted: () => app.cacheInvalidation.trusted(),
  });
  app.cacheInvalidation.register(PRODUCT_CACHE, () => cache.clear());
  return cache;
}

export function createPageServer(app: FastifyInstance, renderer: PageRenderer): PageServer {
  const pageCache = createPageCache(app);

  async function draw(
    request: FastifyRequest,
    needs: PageNeeds,
    template: string,
    encoding: Encoding,
  ): Promise<DrawnPage> {
    const data = await readPageData(app, request, needs);
    const page = await renderer.renderPage(pageUrl(request), data);
    const html = Buffer.from(fillTemplate(template, page));
    return { status: page.status, response: cachedBytes(await encode(html, encoding)) };
  }

  /** A signed-out visitor's page: from the cache when it is a 200 drawn a moment ago. */
  async function drawShared(
    request: FastifyRequest,
    needs: PageNeeds,
    template: string,
    encoding: Encoding,
  ): Promise<DrawnPage> {
    let notKept: DrawnPage | undefined;
    const key = `${encoding ?? 'identity'} ${pageUrl(request).origin}${request.url}`;
    const kept = await pageCache.get(key, async () => {
      const drawn = await draw(request, needs, template, encoding);
      if (drawn.status === 200) return drawn.response;
      notKept = drawn;
      return undefined;
    });
    if (kept) return { status: 200, response: kept };
    // A 404, or another visitor's load of the same address that kept nothing.
    return notKept ?? draw(request, needs, template, encoding);
  }

  return {
    paths: renderer.paths,
    needsOf: (request) => renderer.pageNeeds(pageUrl(request)),
    async send(request, reply, needs, template, encoding) {
      const signedIn = request.user !== null;
      const { status, response } = signedIn
        ? await draw(request, needs, template, encoding)
        : await drawShared(request, needs, template, encoding);
      reply
        .code(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // The header greets a signed-in visitor by name: that page is theirs alone.
        .header('Cache-Control', signedIn ? 'private, no-cache' : 'public, no-cache')
        .header('ETag', response.etag)
        .header('Vary', 'Accept-Encoding, Cookie');
      if (matchesETag(request.headers['if-none-match'], response.etag)) {
        return reply.code(304).send();
      }
      if (encoding) reply.header('Content-Encoding', encoding);
      // (Node leaves the body out of an answer to HEAD, keeping its length.)
      return reply.send(response.body);
    },
  };
}
