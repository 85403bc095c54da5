import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin';
import { customerPagesGroup } from './scripts/page-set-chunks';
import { precompressPlugin } from './scripts/precompress-plugin';
import { routeChunksPlugin } from './scripts/route-chunks-plugin';

export const aliases = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
};

/**
 * The server's copy of the app (`vite build --ssr`, decision 017): one module the
 * Fastify server imports to draw the public pages. npm packages stay external.
 */
const serverEntryBuild = defineConfig({
  plugins: [react()],
  // The pictures and icons are the browser build's to serve.
  publicDir: false,
  resolve: { alias: aliases },
  // Bundled, not external: lucide-react's entry loads every one of its ~1,600 icons (about
  // 6 MB of V8 heap and a second of start-up); bundled, only the icons the pages use remain.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    ssr: 'src/web/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), tailwindcss(), chunkModulesPlugin(), routeChunksPlugin(), precompressPlugin()],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      // zod without its eval probe, which the Content-Security-Policy reports (see the module).
      {
        find: /^zod$/,
        replacement: path.resolve(import.meta.dirname, 'src/web/lib/zod-without-eval.ts'),
      },
      {
        find: /^zod\/mini$/,
        replacement: path.resolve(import.meta.dirname, 'src/web/lib/zod-mini-without-eval.ts'),
      },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: false,
    // .vite/manifest.json (and chunk-modules.json): scripts/check-bundle.mjs sizes what each route loads.
    manifest: true,
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // Libraries every page needs change less often than the app: chunks of their own
        // stay cached across deploys, and pages share them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            // Hooks only some pages use (several queries at once, "Load more", the forms'
            // mutations) stay with those pages, so the first download of every page does not carry them.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(?:[qQ]ueriesObserver|useQueries|[iI]nfiniteQueryObserver|useInfiniteQuery|[mM]utationObserver|useMutation))/,
            },
            // The rest of what the customers' pages import, one chunk per set of pages that
            // imports it, instead of dozens of small chunks per page (scripts/page-set-chunks.ts).
            customerPagesGroup(import.meta.dirname),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverEntryBuild : browserBuild));
