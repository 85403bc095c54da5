// Bundles the server into dist/server/main.js, with the npm packages it can carry (decision 029).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Packages loaded from node_modules at run time rather than bundled. Node's ESM loader spent
 * about half a second of every start resolving and reading the ~850 files of the server's
 * libraries; bundled, the pure-JavaScript ones are read as a few files. These cannot be:
 * - they read files beside their own module, or load native addons, which a bundle moved to
 *   dist/server would not find: PGlite (its WASM and data files), argon2 and sharp (native),
 *   pdfkit (font metrics), @fastify/swagger (its package.json), @fastify/swagger-ui (the UI's
 *   files), pino (its transports run in worker threads from their own files);
 * - they `import()` a CommonJS module and read its named exports: Node gives them, esbuild's
 *   chunk for it only a default export. @fastify/cookie (its own copy of `cookie`) and the
 *   common-passwords list (loaded on the first registration) do;
 * - React Email: loaded when the first message is written, left as it was.
 * pg's optional native driver is never installed; pg requires it only when asked for.
 * The build fails when a bundled package does one of these (checkBundledPackages below).
 */
const NOT_BUNDLED = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  '@fastify/cookie',
  '@zxcvbn-ts/language-common',
  '@react-email/components',
  '@react-email/render',
  'pg-native',
];

const SSR_DIR = 'dist/ssr';

/**
 * The packages the web app's server entry (dist/ssr, built before this) imports: the server
 * uses them from node_modules too, so the process holds one copy of each — one React, one
 * React Router and TanStack Query (their contexts must be the ones the pages use), one zod.
 */
function packagesOfSsrEntry() {
  if (!existsSync(path.join(SSR_DIR, 'entry-server.js')))
    throw new Error(`${SSR_DIR}/entry-server.js is missing: run \`npm run build:web\` first`);
  const packages = new Set();
  const bareImport = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g;
  for (const file of readdirSync(SSR_DIR, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(path.join(SSR_DIR, file), 'utf8');
    for (const [, specifier] of source.matchAll(bareImport)) {
      if (specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...packages];
}

/**
 * Fails the build when bundling changed what a package does: the package then goes in
 * NOT_BUNDLED (an update of a bundled package can start doing one of these).
 */
function checkBundledPackages(metafile) {
  const problems = [];
  const fromNodeModules = (file) => file.includes('node_modules/');
  // Moved into dist/server, a module finding files beside itself would look in the wrong folder.
  const fileRelative =
    /\b__dirname\b|\b__filename\b|\bimport\.meta\.(?:url|dirname|filename)\b|\brequire\.resolve\b|\.node["']/;
  for (const input of Object.keys(metafile.inputs).filter(fromNodeModules)) {
    if (fileRelative.test(readFileSync(input, 'utf8')))
      problems.push(`${input} reads files beside its own module`);
  }
  // An external package required by bundled code is now resolved from dist/server: it must be
  // the copy the package itself would have found (not one nested under another package).
  const fromBundle = createRequire(path.resolve('dist/server/main.js'));
  const resolved = (require, specifier) => {
    try {
      return require.resolve(specifier);
    } catch {
      return 'missing';
    }
  };
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    if (!fromNodeModules(input)) continue;
    const fromPackage = createRequire(path.resolve(input));
    for (const { path: specifier, external } of imports) {
      if (!external || specifier.startsWith('node:') || builtinModules.includes(specifier))
        continue;
      if (resolved(fromPackage, specifier) !== resolved(fromBundle, specifier))
        problems.push(`${input} would get another copy of ${specifier}`);
    }
  }
  // import() of a CommonJS module: Node's answer has its named exports, esbuild's chunk only
  // `default`.
  for (const output of Object.values(metafile.outputs)) {
    const entry = output.entryPoint;
    if (entry && fromNodeModules(entry) && output.exports.join() === 'default')
      problems.push(`${entry} is import()ed CommonJS: its named exports would be lost`);
  }
  if (problems.length === 0) return;
  // Removed, or `npm start` would take the bundle for a current build (scripts/build-freshness.mjs).
  rmSync('dist/server', { recursive: true, force: true });
  throw new Error(
    `packages that cannot be bundled (add them to NOT_BUNDLED):\n  ${problems.join('\n  ')}`,
  );
}

const started = Date.now();
const externalPackages = [...new Set([...NOT_BUNDLED, ...packagesOfSsrEntry()])];
// Old chunks would otherwise pile up beside the new ones.
rmSync('dist/server', { recursive: true, force: true });
const result = await build({
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
  // Each package with its subpaths (`zod/mini`, `react-dom/server`).
  external: externalPackages.flatMap((name) => [name, `${name}/*`]),
  // The bundled CommonJS packages (Fastify and its plugins, pg) `require` Node's modules and
  // the external packages: an ES module has no `require` of its own, so it is given one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  tsconfig: 'tsconfig.node.json',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
checkBundledPackages(result.metafile);
console.log(`server bundle: dist/server/main.js (${Date.now() - started} ms)`);
