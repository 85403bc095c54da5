/**
 * A code-splitting group for the browser build (vite.config.ts): what the pages a phone lands on
 * first import (scripts/page-kinds.mjs), one chunk per set of those pages that imports it; then
 * what the other customers' pages and parts import, one chunk per set of those.
 *
 * Left to Rolldown, a module lands in a chunk with every other module imported by exactly the
 * same pages and parts, staff screens included. A staff screen that imports one icon or one
 * button is enough to give it a chunk of its own, so /marketplace asked for 47 files, most under
 * 1.5 KB gzip. Over HTTP/1.1 a phone fetches six at a time, and each six costs a round trip
 * before the page can run (Lighthouse's LCP counts them too: decision 012, twelfth amendment).
 * Leaving the staff screens out of the count merges those chunks: a customer's page still
 * downloads nothing it does not use (but for a few small modules: joinSmallLeaves), and a staff
 * screen may download a few modules beside those it uses.
 *
 * Outside the group: the entry's own modules (every page loads them already), modules loaded
 * with `import()` (a page, a part: each keeps its own chunk and name), and the modules only staff
 * screens import. Dependencies are not pulled in with a module
 * (`includeDependenciesRecursively: false`), or the entry's modules would follow them; the
 * chunks cannot import each other in a circle, since a module's dependencies are imported by
 * every page that imports it, so a chunk imports only chunks of larger sets of pages
 * (`npm run build:check` fails on a circle).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { LANDING_PAGES, STAFF_ONLY_MODULES } from './page-kinds.mjs';

/** Below this much code (before minifying), a module is small enough to share a chunk it need not. */
const SMALL_MODULE_CHARS = 2_000;

/** The app's entry (index.html's script). */
const ENTRY = 'src/web/main.tsx';

export function customerPagesGroup(root = process.cwd()): CodeSplittingGroup {
  let chunkOf: Map<string, string> | undefined;
  return {
    name: (id, context) => (chunkOf ??= chunkNames(root, context)).get(id) ?? null,
    includeDependenciesRecursively: false,
  };
}

/**
 * Module id → the name of its chunk. First what the landing pages import, by set of landing
 * pages (`for-…`); then, of the rest, what a customer's page or part imports (the account
 * pages, the basket and checkout, the forms that load on first use), by set of those
 * (`with-…`). A chunk of the second kind may import one of the first, never the reverse: a
 * module a landing page imports is of the first kind, and so is all it imports.
 */
function chunkNames(root: string, context: ChunkingContext): Map<string, string> {
  reExportCache.clear(); // one build's modules, read afresh by the next build in this process
  const idOf = (file: string) => path.resolve(root, file);
  const staticClosure = (from: string) => reachable(from, (id) => importedIds(context, id));
  const entry = idOf(ENTRY);
  const loadedByEntry = staticClosure(entry);
  // Every module that loads on its own (a page, a part, the staff screens), and what it brings.
  const loadsOnItsOwn = reachable(entry, (id) =>
    [...staticClosure(id)].flatMap(
      (module) => context.getModuleInfo(module)?.dynamicallyImportedIds ?? [],
    ),
  );
  loadsOnItsOwn.delete(entry);
  const closures = new Map([...loadsOnItsOwn].map((id) => [id, staticClosure(id)] as const));
  const loadedWith = new Map<string, number>();
  for (const closure of closures.values()) {
    for (const id of closure) loadedWith.set(id, (loadedWith.get(id) ?? 0) + 1);
  }
  const placedElsewhere = (id: string) =>
    loadedByEntry.has(id) || loadsOnItsOwn.has(id) || id.startsWith('\0');

  const landing = Object.entries(LANDING_PAGES).map(([file, { short }]) => {
    const closure = closures.get(idOf(file));
    if (!closure) throw new Error(`${file} is not a page of the build`);
    return { name: short, closure };
  });
  const forLanding = setsOfUsers(landing, placedElsewhere);
  const isStaff = (id: string) =>
    STAFF_ONLY_MODULES.some((pattern) =>
      pattern.test(path.relative(root, id).split(path.sep).join('/')),
    );
  const customers = [...closures]
    .filter(([id]) => !isStaff(id) && !landing.some((page) => page.closure === closures.get(id)))
    .map(([id, closure]) => ({ name: path.basename(id).replace(/\.[^.]+$/, ''), closure }));
  const withCustomers = setsOfUsers(
    customers,
    (id) => placedElsewhere(id) || landing.some((page) => page.closure.has(id)),
  );

  const names = new Map<string, string>();
  for (const [sets, prefix, everyone] of [
    [forLanding, 'for', landing.map((page) => page.name)],
    [withCustomers, 'with', customers.map((user) => user.name)],
  ] as const) {
    // A module one page or part alone loads stays in its chunk, where Rolldown puts it.
    for (const [id, users] of sets)
      if (users.length === 1 && loadedWith.get(id) === 1) sets.delete(id);
    for (const [id, users] of joinSmallLeaves(sets, context)) {
      names.set(id, chunkName(prefix, users, everyone));
    }
  }
  return names;
}

/** For each module some of `users` import (and `skip` does not place): those users' names, sorted. */
function setsOfUsers(
  users: readonly { name: string; closure: ReadonlySet<string> }[],
  skip: (id: string) => boolean,
): Map<string, string[]> {
  const sets = new Map<string, string[]>();
  for (const { name, closure } of users) {
    for (const id of closure) if (!skip(id)) sets.set(id, [...(sets.get(id) ?? []), name]);
  }
  for (const list of sets.values()) list.sort();
  return sets;
}

/**
 * A small module that imports none of the others (an icon, a list of values) would often be a
 * chunk of its own: it joins the chunk of the fewest users that holds all of its users, if there
 * is one. Those few download a few hundred bytes they do not use, and the others one file less.
 * The chunks still import each other one way only, since such a module imports none of them.
 */
function joinSmallLeaves(
  sets: ReadonlyMap<string, string[]>,
  context: ChunkingContext,
): Map<string, readonly string[]> {
  const isSmallLeaf = (id: string) =>
    (context.getModuleInfo(id)?.code?.length ?? Infinity) < SMALL_MODULE_CHARS &&
    !importedIds(context, id).some((imported) => sets.has(imported));
  const holders = [...sets]
    .filter(([id]) => !isSmallLeaf(id))
    .map(([, users]) => users)
    .sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
  return new Map(
    [...sets].map(([id, users]) => {
      const holder = isSmallLeaf(id)
        ? holders.find((set) => users.every((user) => set.includes(user)))
        : undefined;
      return [id, holder ?? users] as const;
    }),
  );
}

/** Readable where it can be (`for-cash_shop`, `for-all-but-home`); else a digest of the set. */
function chunkName(prefix: string, users: readonly string[], everyone: readonly string[]): string {
  const without = everyone.filter((user) => !users.includes(user));
  if (users.length <= 3) return `${prefix}-${users.join('_')}`;
  if (without.length === 0) return `${prefix}-all`;
  if (without.length <= 2) return `${prefix}-all-but-${without.join('_')}`;
  const digest = createHash('sha256').update(users.join()).digest('hex');
  return `${prefix}-${users.length}-${digest.slice(0, 6)}`;
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

/** A package index's re-exports by module id, for one build (chunkNames clears it). */
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
