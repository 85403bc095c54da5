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
 * A page's HTML names the same files but its parts (server/plugins/web-pages.ts): drawn by
 * the server, they hydrate on first use; drawn after a move in the app, they are needed at once.
 */
import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ON_DEMAND_PARTS } from './on-demand-parts.mjs';

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
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
      const isOnDemand = (file: string) => {
        const id = chunks.get(file)?.facadeModuleId?.split(path.sep).join('/') ?? '';
        return ON_DEMAND_PARTS.some((part) => id.endsWith(`/${part}`));
      };

      const routeChunks: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const page = PAGE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!page || !chunk.isDynamicEntry) continue;
        const own = staticClosure([chunk.fileName]);
        // The page's lazy parts (its forms), not other pages it may link to lazily.
        const parts = [...own]
          .filter((file) => !loadedByEntry.has(file))
          .flatMap((file) => chunks.get(file)!.dynamicImports)
          .filter((file) => !isPage(file) && !isOnDemand(file));
        const files = [...staticClosure([...own, ...parts])].filter(
          (file) => !loadedByEntry.has(file),
        );
        const styles = files.flatMap((file) => [
          ...(chunks.get(file)!.viteMetadata?.importedCss ?? []),
        ]);
        routeChunks[page] = [...new Set([...files, ...styles])].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routeChunks)}\n`,
      });
    },
  };
}
