/**
 * A code-splitting group for the browser build (vite.config.ts): the modules the pages a phone
 * lands on first import (scripts/landing-pages.mjs), put in one chunk per set of those pages.
 *
 * Left to Rolldown, a module lands in a chunk with every other module imported by exactly the
 * same pages and parts, staff screens included. A staff screen that imports one icon or one
 * button is enough to give it a chunk of its own, so /marketplace asked for 47 files, most under
 * 1.5 KB gzip. Over HTTP/1.1 a phone fetches six at a time, and each six costs a round trip
 * before the page can run (Lighthouse's LCP counts them too: decision 012, twelfth amendment).
 * Counting only the landing pages (the server-drawn ones and those a text links to) merges them:
 * a public page still downloads nothing it does not use, and a staff screen may download a few
 * modules beside those it uses.
 *
 * Outside the group: the entry's own modules (every page loads them already), modules loaded
 * with `import()` (a page, a part: each keeps its own chunk and name), and the modules no
 * landing page imports. Dependencies are not pulled in with a module
 * (`includeDependenciesRecursively: false`), or the entry's modules would follow them; the
 * chunks cannot import each other in a circle, since a module's dependencies are imported by
 * every page that imports it, so a chunk imports only chunks of larger sets of pages.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { LANDING_PAGES } from './landing-pages.mjs';

/** Below this much code (before minifying), a module is small enough to share a chunk it need not. */
const SMALL_MODULE_CHARS = 2_000;

/** The app's entry (index.html's script). */
const ENTRY = 'src/web/main.tsx';

export function landingPagesGroup(root = process.cwd()): CodeSplittingGroup {
  let chunkOf: Map<string, string> | undefined;
  return {
    name: (id, context) => (chunkOf ??= chunkNames(root, context)).get(id) ?? null,
    includeDependenciesRecursively: false,
  };
}

/**
 * Module id → the name of its chunk, from the landing pages that import it. A module only one
 * landing page imports, and nothing else that loads on its own (a staff screen, a part), is
 * left out: Rolldown keeps it in that page's own chunk.
 */
function chunkNames(root: string, context: ChunkingContext): Map<string, string> {
  const idOf = (file: string) => path.resolve(root, file);
  const staticClosure = (from: string) => reachable(from, (id) => importedIds(context, id));
  const entry = idOf(ENTRY);
  const loadedByEntry = staticClosure(entry);
  // What each module that loads on its own (a page, a part, the staff screens) brings with it.
  const loadsOnItsOwn = reachable(entry, (id) =>
    [...staticClosure(id)].flatMap(
      (module) => context.getModuleInfo(module)?.dynamicallyImportedIds ?? [],
    ),
  );
  const loadedWith = new Map<string, Set<string>>();
  for (const root of loadsOnItsOwn) {
    if (root === entry) continue;
    for (const id of staticClosure(root)) {
      if (!loadedByEntry.has(id)) loadedWith.set(id, (loadedWith.get(id) ?? new Set()).add(root));
    }
  }

  const names = new Map<string, string>();
  const pagesOf = new Map<string, string[]>();
  for (const [file, { short: shortName }] of Object.entries(LANDING_PAGES)) {
    if (!context.getModuleInfo(idOf(file))) throw new Error(`${file} is not in the build`);
    for (const id of staticClosure(idOf(file))) {
      if (loadedByEntry.has(id) || loadsOnItsOwn.has(id) || id.startsWith('\0')) continue;
      pagesOf.set(id, [...(pagesOf.get(id) ?? []), shortName]);
    }
  }
  for (const [id, pages] of pagesOf) {
    if (pages.length === 1 && loadedWith.get(id)?.size === 1) pagesOf.delete(id);
  }
  // A small module that imports none of the others (an icon, a list of values) would often be a
  // chunk of its own: it joins the chunk of the fewest pages that holds all of its pages, if
  // there is one. Those few pages download a few hundred bytes they do not use, and the others
  // one file less. The chunks still import each other in one direction only: such a module
  // imports nothing from them.
  const isSmallLeaf = (id: string) =>
    (context.getModuleInfo(id)?.code?.length ?? Infinity) < SMALL_MODULE_CHARS &&
    !importedIds(context, id).some((imported) => pagesOf.has(imported));
  const chunkSets = [...pagesOf]
    .filter(([id]) => !isSmallLeaf(id))
    .map(([, pages]) => pages)
    .sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
  for (const [id, pages] of pagesOf) {
    const holder = isSmallLeaf(id)
      ? chunkSets.find((set) => pages.every((page) => set.includes(page)))
      : undefined;
    names.set(id, chunkName(holder ?? pages));
  }
  return names;
}

/** Readable where it can be: `for-cash_shop`, `for-all-but-home`; else a digest of the set. */
function chunkName(pages: readonly string[]): string {
  const all = Object.values(LANDING_PAGES).map((page) => page.short);
  const without = all.filter((page) => !pages.includes(page));
  if (pages.length <= 3) return `for-${[...pages].sort().join('_')}`;
  if (without.length === 0) return 'for-all';
  if (without.length <= 2) return `for-all-but-${without.sort().join('_')}`;
  const digest = createHash('sha256')
    .update([...pages].sort().join())
    .digest('hex');
  return `for-${pages.length}-pages-${digest.slice(0, 6)}`;
}

/** `from` and every module reached from it through `next`. */
function reachable(from: string, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...next(id));
  }
  return seen;
}

/**
 * The modules `id` imports, seen through a package's index that only re-exports others
 * (radix-ui, lucide-react): of those, only the ones `id` names. Counting them all would put
 * every Radix primitive and every icon that any screen uses in the chunk of a public page.
 */
function importedIds(context: ChunkingContext, id: string): string[] {
  const info = context.getModuleInfo(id);
  if (!info) return [];
  return info.importedIds.flatMap((imported) => {
    const reExports = reExportsOf(context, imported);
    if (!reExports) return [imported];
    const names = namesImportedFrom(info.code ?? '', packageName(imported));
    // Names that cannot be read: nothing behind the index is counted (Rolldown places it).
    return names.flatMap((name) => reExports.get(name) ?? []);
  });
}

const reExportCache = new Map<string, Map<string, string> | null>();

/** For a package index made of re-exports: exported name → module id; otherwise null. */
function reExportsOf(context: ChunkingContext, id: string): Map<string, string> | null {
  if (reExportCache.has(id)) return reExportCache.get(id)!;
  const info = context.getModuleInfo(id);
  let found: Map<string, string> | null = null;
  if (info?.code && id.includes('/node_modules/') && info.importedIds.length > 20) {
    const resolve = (specifier: string) =>
      info.importedIds.find((imported) =>
        specifier.startsWith('.')
          ? imported === path.resolve(path.dirname(id), specifier)
          : imported.includes(`/node_modules/${specifier}/`),
      );
    found = new Map();
    // radix-ui: import * as Label from "@radix-ui/react-label"; … export { Label, … }
    for (const [, name, specifier] of info.code.matchAll(
      /import \* as (\w+) from ["']([^"']+)["']/g,
    )) {
      const target = resolve(specifier!);
      if (target) found.set(name!, target);
    }
    // lucide-react: export { default as ChevronDown, default as ChevronDownIcon } from './icons/…'
    for (const [, list, specifier] of info.code.matchAll(
      /export \{([^}]*)\} from ["']([^"']+)["']/g,
    )) {
      const target = resolve(specifier!);
      if (!target) continue;
      for (const item of list!.split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (name) found.set(name, target);
      }
    }
  }
  reExportCache.set(id, found);
  return found;
}

/** The names a module's code imports from a package: `import { A, B as C } from 'pkg'` → A, B. */
function namesImportedFrom(code: string, pkg: string): string[] {
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escaped}["']`, 'g');
  return [...code.matchAll(statement)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((item) => item.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean),
  );
}

/** The npm package a module id belongs to: …/node_modules/@scope/name/… → @scope/name. */
function packageName(id: string): string {
  const after = id.slice(id.lastIndexOf('/node_modules/') + '/node_modules/'.length).split('/');
  return after[0]!.startsWith('@') ? `${after[0]}/${after[1]}` : after[0]!;
}
