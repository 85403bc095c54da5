/**
 * The app's HTML, one variant per public page: index.html plus
 * `<link rel="modulepreload">` for that page's code chunks, read from Vite's
 * manifest. Every page is a lazy chunk the browser would otherwise only request
 * after the entry has run; named in the HTML, it downloads alongside the entry.
 * Variants are built and compressed once, at start-up.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps-script';

/**
 * The public pages by URL and the page module the web app's router loads for
 * them. The pages the server draws (decision 017) are readable before their
 * code arrives, but the code is named here all the same (at low priority): React
 * hydrates the page only once its chunk is in, and until then a tap or a key
 * press on it would go unanswered.
 */
const PAGE_MODULES: readonly [RegExp, string][] = [
  [/^\/$/, 'src/web/app/routes/home-page.tsx'],
  [/^\/marketplace\/?$/, 'src/web/app/routes/marketplace-page.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/web/app/routes/product-detail-page.tsx'],
  [/^\/cash-advance\/?$/, 'src/web/app/routes/cash-advance-page.tsx'],
  [/^\/repairs\/?$/, 'src/web/app/routes/repairs-page.tsx'],
  [/^\/login\/?$/, 'src/web/app/routes/login-page.tsx'],
  [/^\/terms\/?$/, 'src/web/app/routes/terms-page.tsx'],
  [/^\/privacy\/?$/, 'src/web/app/routes/privacy-page.tsx'],
  [/^\/complaints\/?$/, 'src/web/app/routes/complaints-page.tsx'],
  // Opened straight from a booking's link (email, text message): no earlier page warmed it up.
  [/^\/track\/[^/]+\/?$/, 'src/web/app/routes/track-repair-page.tsx'],
];

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type HtmlVariant = {
  /** The HTML as text: the template a server-drawn page is written into. */
  html: string;
  identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  etag: string;
};

/**
 * A page's HTML with its compressed forms made on first use, not at start: Brotli at its
 * best quality over some twenty variants took a tenth of a second of every start
 * (issue 32's start-up), and most variants are asked for rarely or never.
 */
function variant(html: string): HtmlVariant {
  const identity = Buffer.from(html);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    html,
    identity,
    get br() {
      return (br ??= brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }));
    },
    get gzip() {
      return (gzip ??= gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }));
    },
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

function closure(
  manifest: Manifest,
  keys: readonly string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

function readManifest(webRoot: string): Manifest | undefined {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * page-html-chunks.json (scripts/route-chunks-plugin.ts): each page's files beyond the entry,
 * but the forms that hydrate on first use (web/lib/lazy-part.tsx), which load then.
 */
function readPageHtmlChunks(webRoot: string): Record<string, string[]> | undefined {
  const file = path.join(webRoot, 'page-html-chunks.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  } catch {
    return undefined;
  }
}

/**
 * Scripts fetched after what the first paint needs: a page the server drew is
 * readable before its code runs, so the stylesheet and the main picture go first
 * (decision 017). Applies to Vite's entry script and module preloads alike.
 */
function withLowPriorityScripts(html: string): string {
  return html
    .replace(
      /<script type="module" crossorigin /g,
      '<script type="module" crossorigin fetchpriority="low" ',
    )
    .replace(
      /<link rel="modulepreload" crossorigin /g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" ',
    );
}

/**
 * The stylesheet named before any script: Vite writes it after the entry's module preloads, and
 * over HTTP/1.1's six connections the one file the first paint waits on was asked for last.
 */
export function withStylesheetFirst(html: string): string {
  const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\s*/g);
  const firstScript = /<script type="module"|<link rel="modulepreload"/.exec(html);
  if (!stylesheets || !firstScript) return html;
  const before = html.slice(0, firstScript.index);
  if (stylesheets.every((link) => before.includes(link))) return html;
  const rest = stylesheets.reduce(
    (text, link) => text.replace(link, ''),
    html.slice(firstScript.index),
  );
  return `${before}${stylesheets.map((link) => link.trim()).join('\n    ')}\n    ${rest}`;
}

/**
 * The inline script that holds taps and sends made before the page's code has run
 * (shared/early-taps-script.ts), as early in the page as it can go: after the charset.
 */
function withEarlyTapsScript(html: string): string {
  const first = /<meta charset[^>]*>|<head[^>]*>|<!doctype html>/i.exec(html);
  const at = first ? first.index + first[0].length : 0;
  return `${html.slice(0, at)}<script>${EARLY_TAPS_SCRIPT}</script>${html.slice(at)}`;
}

/** index.html with the page's chunks named before </head>. */
function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) =>
      // A stylesheet a chunk imports: Vite's loader adds it (crossorigin) when the chunk loads.
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
    )
    .join('\n    ');
  return html.includes('</head>')
    ? html.replace('</head>', `  ${links}\n  </head>`)
    : `${links}\n${html}`;
}

export type WebPages = {
  /** The HTML to answer a page URL with (the plain app for any path not listed above). */
  htmlFor(urlPath: string): HtmlVariant;
};

export function loadWebPages(webRoot: string): WebPages {
  const html = withEarlyTapsScript(
    withLowPriorityScripts(
      withStylesheetFirst(readFileSync(path.join(webRoot, 'index.html'), 'utf8')),
    ),
  );
  const plain = variant(html);
  const manifest = readManifest(webRoot);
  const byModule = new Map<string, HtmlVariant>();
  if (manifest) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    const loadedByEntry = closure(manifest, entryKey ? [entryKey] : []);
    const pageHtmlChunks = readPageHtmlChunks(webRoot);
    for (const [, pageModule] of PAGE_MODULES) {
      if (!manifest[pageModule]) continue;
      // With the parts that come with the page (lazy-part.tsx), as the build listed them; the
      // page's own closure where the list is missing.
      const files =
        pageHtmlChunks?.[path.basename(pageModule, '.tsx')] ??
        [...closure(manifest, [pageModule])]
          .filter((key) => !loadedByEntry.has(key))
          .map((key) => manifest[key]!.file);
      byModule.set(pageModule, variant(withPreloads(html, files)));
    }
  }
  return {
    htmlFor(urlPath) {
      const page = PAGE_MODULES.find(([pattern]) => pattern.test(urlPath));
      return (page && byModule.get(page[1])) ?? plain;
    },
  };
}
