// `npm run build:check`: what each route of the built web app downloads, and the
// budget for the home page (issue "Speed and accessibility budgets"): the
// JavaScript `/` loads stays at most 100 KB gzipped and holds no admin-only code.
// Reads dist/web/.vite/manifest.json (Vite's `build.manifest`) and
// chunk-modules.json (scripts/chunk-modules-plugin.ts). Exits 1 with one line
// when the budget is passed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANDING_PAGES, STAFF_ONLY_MODULES } from './page-kinds.mjs';
import { FIRST_USE_PARTS, ON_DEMAND_PARTS } from './on-demand-parts.mjs';

// Issue 32's 100 KB, reached with tailwind-merge out of the first download (the header's and the
// home page's own components join classes with clsx) and the home page's figures, benefits and
// store details drawn by the server without code (decision 012, eighth amendment of 2026-11-27).
export const HOME_JS_BUDGET_KB = 100;
/**
 * Any other public page (PAGE_URLS): issue 32's 140 KB. /login, /cash-advance and /repairs too,
 * since their forms hydrate on first use (decision 012, sixth amendment of 2026-11-27); /repairs'
 * booking calendar hydrates with the page as an island of its own (seventh amendment).
 */
export const PUBLIC_PAGE_JS_BUDGET_KB = 140;

const WEB_ROOT = process.env.WEB_ROOT ?? 'dist/web';
const HOME_PAGE = 'src/web/app/routes/home-page.tsx';
/** The public pages by URL (scripts/page-kinds.mjs); every other lazy page is listed by its file. */
const PAGE_URLS = Object.fromEntries(
  Object.entries(LANDING_PAGES).map(([file, { url }]) => [file, url]),
);

function readJson(file) {
  const full = path.join(WEB_ROOT, file);
  if (!existsSync(full)) {
    console.error(
      `✖ ${full} is missing: run "npm run build:web" first (build.manifest must be on).`,
    );
    process.exit(1);
  }
  return JSON.parse(readFileSync(full, 'utf8'));
}

const manifest = readJson('.vite/manifest.json');
const modulesByChunk = readJson('.vite/chunk-modules.json');

const gzipSizes = new Map();
function gzipKb(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(
      file,
      gzipSync(readFileSync(path.join(WEB_ROOT, file)), { level: 9 }).length / 1000,
    );
  }
  return gzipSizes.get(file);
}

/** The manifest keys a chunk pulls in before it runs: itself and its static imports, recursively. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/**
 * What a page downloads before its first interaction: its chunk, what that imports, and
 * what its code loads at once (e.g. a widget's code when it mounts) — but neither other
 * pages nor its lazy parts (src/web/lib/lazy-part.tsx), which load on first use
 * (FIRST_USE_PARTS) or when shown after a tap (ON_DEMAND_PARTS).
 */
function pageClosure(entryKey, pageKey) {
  const loadedByEntry = staticClosure([entryKey]);
  const own = staticClosure([entryKey, pageKey]);
  const parts = [...own]
    .filter((key) => !loadedByEntry.has(key))
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !/-page\.tsx$/.test(key) && !/-pages\.tsx$/.test(key))
    .filter((key) => !ON_DEMAND_PARTS.includes(key) && !FIRST_USE_PARTS.includes(key));
  return staticClosure(parts, own);
}

/** A circle of static imports between chunks, as the list of their files, or null. */
function findImportCircle() {
  const state = new Map(); // key → 'open' while its imports are walked, 'done' after
  const walk = (key, trail) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...trail.slice(trail.indexOf(key)), key];
    state.set(key, 'open');
    for (const next of manifest[key]?.imports ?? []) {
      const found = walk(next, [...trail, key]);
      if (found) return found;
    }
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const found = walk(key, []);
    if (found) return found.map((each) => manifest[each]?.file ?? each);
  }
  return null;
}

function describe(keys) {
  const closure = keys.length === 2 ? pageClosure(keys[0], keys[1]) : staticClosure(keys);
  const chunks = [...closure].map((key) => manifest[key]).filter(Boolean);
  const js = chunks.map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => ({
    file,
    kb: gzipKb(file),
  }));
  const total = (list) => list.reduce((sum, item) => sum + item.kb, 0);
  return { js, css, jsKb: total(js), cssKb: total(css) };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = describe([entryKey]);
const pages = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && /-page\.tsx$/.test(chunk.src ?? ''))
  .map(([key, chunk]) => ({
    key,
    label: PAGE_URLS[chunk.src] ?? chunk.src.replace(/^src\/web\/app\/routes\//, ''),
    ...describe([entryKey, key]),
  }))
  .sort((a, b) =>
    a.label.startsWith('/') === b.label.startsWith('/')
      ? a.label.localeCompare(b.label)
      : a.label.startsWith('/')
        ? -1
        : 1,
  );

const kb = (value) => value.toFixed(2).padStart(7);
const entryFiles = new Set(entry.js.map((item) => item.file));
console.log(
  `Entry (every route): ${entry.js.length} chunks, ${kb(entry.jsKb).trim()} KB gzip JS, CSS ${kb(entry.cssKb).trim()} KB gzip`,
);
for (const item of [...entry.js].sort((a, b) => b.kb - a.kb))
  console.log(`  ${kb(item.kb)} KB  ${item.file}`);
for (const item of entry.css) console.log(`  ${kb(item.kb)} KB  ${item.file} (CSS)`);

console.log(
  '\nRoute                                              JS gzip (KB)  files  page chunks beyond the entry',
);
for (const page of pages) {
  const own = page.js.filter((item) => !entryFiles.has(item.file)).sort((a, b) => b.kb - a.kb);
  const shown = own.slice(0, 4).map((item) => `${path.basename(item.file)} ${item.kb.toFixed(2)}`);
  const rest = own.slice(4);
  if (rest.length > 0)
    shown.push(`${rest.length} more ${rest.reduce((sum, item) => sum + item.kb, 0).toFixed(2)}`);
  const list = shown.join(', ');
  console.log(
    `${page.label.padEnd(50)} ${kb(page.jsKb)}       ${String(page.js.length).padStart(5)}  ${list}`,
  );
}

// Chunks that import each other in a circle run in an order that may read a binding before it is
// set. Rolldown's own splitting avoids that; scripts/page-set-chunks.ts must not bring it back.
const circle = findImportCircle();
if (circle) {
  console.error(`✖ Chunks import each other in a circle: ${circle.join(' → ')}`);
  process.exit(1);
}

const home = pages.find((page) => page.key === HOME_PAGE);
if (!home) {
  console.error(`✖ ${HOME_PAGE} is not a lazy page chunk in the manifest.`);
  process.exit(1);
}
const adminModules = home.js
  .flatMap((item) => modulesByChunk[item.file] ?? [])
  .filter((id) => STAFF_ONLY_MODULES.some((pattern) => pattern.test(id)));
console.log(
  `\n/ loads ${home.js.length} JavaScript chunks, ${home.jsKb.toFixed(2)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB), and ${home.cssKb.toFixed(2)} KB gzip of CSS.`,
);
if (adminModules.length > 0) {
  console.error(`✖ Admin-only code is in what / loads: ${[...new Set(adminModules)].join(', ')}`);
  process.exit(1);
}
if (home.jsKb > HOME_JS_BUDGET_KB) {
  console.error(
    `✖ / loads ${home.jsKb.toFixed(2)} KB gzip of JavaScript, over the ${HOME_JS_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
const overBudget = pages.filter(
  (page) => page.key !== HOME_PAGE && PAGE_URLS[page.key] && page.jsKb > PUBLIC_PAGE_JS_BUDGET_KB,
);
for (const page of overBudget) {
  console.error(
    `✖ ${page.label} loads ${page.jsKb.toFixed(2)} KB gzip of JavaScript, over its ${PUBLIC_PAGE_JS_BUDGET_KB} KB budget.`,
  );
}
if (overBudget.length > 0) process.exit(1);
console.log(
  `✔ Within budget (/ ${HOME_JS_BUDGET_KB} KB, other public pages ${PUBLIC_PAGE_JS_BUDGET_KB} KB), no admin-only code.`,
);
