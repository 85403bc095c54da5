/**
 * Writes route-chunks.json at the web root: for each page of the router
 * (src/web/app/routes/<name>.tsx), every JavaScript file it needs beyond the
 * entry — its chunk, the chunks that chunk imports, and its lazy parts
 * (src/web/lib/lazy-part.tsx) with theirs, and the stylesheets those import (Vite's
 * loader holds an import back until its stylesheet has loaded: unnamed, that is one
 * more round trip after the tap). The app reads it when a link is
 * pointed at, focused or touched (src/web/app/route-preload.ts), so moving to a
 * page starts all its downloads at once instead of one import after another.
 * Kept out of the entry on purpose: the first download of every page stays small.
 * A page's HTML names the same files but the parts that hydrate on first use
 * (page-html-chunks.json, read by server/plugins/web-pages.ts): drawn by the server, they
 * load when first used; drawn after a move in the app, they are needed at once.
 */
import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_USE_PARTS, ON_DEMAND_PARTS } from './on-demand-parts.mjs';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
/** The same without the parts that hydrate on first use: what a page's HTML names. */
export const PAGE_HTML_CHUNKS_FILE = 'page-html-chunks.json';
const PAGE_MODULE = /[\\/]src[\\/]web[\\/]app[\\/]routes[\\/]([^\\/]+)\.tsx$/;

export function routeChunksPlugin(): Plugin {
  return {
    name: 'beeston:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const staticClosure = (files: readonly string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file) || !chunks.has(file)) continue;
          seen.add(file);
          staticClosure(chunks.get(file)!.imports, seen);
        }
        return seen;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const loadedByEntry = staticClosure(entry ? [entry.fileName] : []);
      const isPage = (file: string) => PAGE_MODULE.test(chunks.get(file)?.facadeModuleId ?? '');
      const isOneOf = (parts: readonly string[]) => (file: string) => {
        const id = chunks.get(file)?.facadeModuleId?.split(path.sep).join('/') ?? '';
        return parts.some((part) => id.endsWith(`/${part}`));
      };
      const isOnDemand = isOneOf(ON_DEMAND_PARTS);
      const isFirstUse = isOneOf(FIRST_USE_PARTS);

      const withStyles = (files: string[]) => {
        const styles = files.flatMap((file) => [
          ...(chunks.get(file)!.viteMetadata?.importedCss ?? []),
        ]);
        return [...new Set([...files, ...styles])].sort();
      };
      const routeChunks: Record<string, string[]> = {};
      const pageHtmlChunks: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const page = PAGE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!page || !chunk.isDynamicEntry) continue;
        const own = staticClosure([chunk.fileName]);
        // The page's lazy parts (its forms), not other pages it may link to lazily.
        const parts = [...own]
          .filter((file) => !loadedByEntry.has(file))
          .flatMap((file) => chunks.get(file)!.dynamicImports)
          .filter((file) => !isPage(file) && !isOnDemand(file));
        const filesOf = (withParts: string[]) =>
          [...staticClosure([...own, ...withParts])].filter((file) => !loadedByEntry.has(file));
        routeChunks[page] = withStyles(filesOf(parts));
        pageHtmlChunks[page] = withStyles(filesOf(parts.filter((file) => !isFirstUse(file))));
      }
      for (const [fileName, lists] of [
        [ROUTE_CHUNKS_FILE, routeChunks],
        [PAGE_HTML_CHUNKS_FILE, pageHtmlChunks],
      ] as const) {
        this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(lists)}\n` });
      }
    },
  };
}
