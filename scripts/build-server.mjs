// Bundles the server into dist/server/main.js; npm packages stay external.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const started = Date.now();
// Old chunks would otherwise pile up beside the new ones.
rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  // Code loaded with import() gets a chunk of its own: the email templates (React Email)
  // load when the first message is written, not at every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
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
