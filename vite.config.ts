import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin';
import { precompressPlugin } from './scripts/precompress-plugin';

export const aliases = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
  '@server': path.resolve(import.meta.dirname, 'src/server'),
  '@tests': path.resolve(import.meta.dirname, 'tests'),
};

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModulesPlugin(), precompressPlugin()],
  resolve: { alias: aliases },
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
            // Hooks only some pages use (several queries at once, "Load more") stay with
            // those pages, so the first download of every page does not carry them.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(?:[qQ]ueriesObserver|useQueries|[iI]nfiniteQueryObserver|useInfiniteQuery))/,
            },
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
