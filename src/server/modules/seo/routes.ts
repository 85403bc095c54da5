/**
 * robots.txt and /sitemap.xml for search engines, at the site root. Both name
 * absolute URLs built from the request, so they are right behind any host name;
 * the protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITEMAP_MAX_URLS, SITEMAP_PAGES, robotsTxt, sitemapXml } from './documents';
import { listActiveProductsForSitemap } from './repository';

/** Crawlers fetch these rarely; an hour keeps new products showing up the same day. */
const CACHE_CONTROL = 'public, max-age=3600';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(robotsTxt(originOf(request)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const products = await listActiveProductsForSitemap(
      app.database.db,
      SITEMAP_MAX_URLS - SITEMAP_PAGES.length,
    );
    const entries = [
      ...SITEMAP_PAGES.map((path) => ({ path })),
      ...products.map((product) => ({
        path: `/product/${product.id}`,
        lastModified: product.createdAt,
      })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL)
      .send(sitemapXml(originOf(request), entries));
  });
};
