// Bundles the server into dist/server/main.js; npm packages stay external.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.node.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundle: dist/server/main.js (${Date.now() - started} ms)`);
