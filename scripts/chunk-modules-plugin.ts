/**
 * Writes .vite/chunk-modules.json beside Vite's manifest: the source modules in
 * each JavaScript chunk. The manifest names chunks only; scripts/check-bundle.mjs
 * needs the modules to prove that no admin code reaches the home page.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'beeston:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modulesByChunk: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modulesByChunk[output.fileName] = Object.keys(output.modules)
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(root, id.split('?')[0]!).split(path.sep).join('/'))
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(modulesByChunk, null, 2)}\n`,
      });
    },
  };
}
