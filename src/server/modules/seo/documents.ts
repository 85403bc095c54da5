/**
 * The texts search engines read: robots.txt and the sitemap. Kept free of
 * Fastify so the tests can read them as plain functions too.
 */

/** The public pages worth indexing (the web app's paths.ts holds the same URLs for the links). */
export const SITEMAP_PAGES = [
  '/',
  '/marketplace',
  '/cash-advance',
  '/repairs',
  '/terms',
  '/privacy',
  '/complaints',
] as const;

/**
 * Screens that are private, per user, or for development only: crawlers keep out.
 * "/admin" also covers "/admin-products" and "/admin-signup" (robots rules are prefixes).
 */
export const DISALLOWED_PREFIXES = [
  '/admin',
  '/api',
  '/dashboard',
  // Private tracking links of repairs, and guests' links to follow a cash advance request.
  '/track',
  '/cash-advance/follow',
  '/test-input',
  '/test-select',
  '/simple-admin-test',
  '/debug-dropdown',
  '/minimal-test',
  '/pure-html-test',
  '/ultra-test',
] as const;

/** The sitemap protocol allows 50,000 URLs per file; the pages take the first few. */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export type SitemapEntry = { path: string; lastModified?: Date };

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified
      ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
