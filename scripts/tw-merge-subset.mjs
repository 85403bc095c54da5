// `node scripts/tw-merge-subset.mjs`: writes src/web/lib/tw-merge-config.ts, tailwind-merge's
// default configuration cut to the class groups the web app's source uses (decision 012,
// amendment of 2026-11-27 "home page at 100 KB"). The full configuration is most of
// tailwind-merge's 8.6 KB in every first download; the merging code itself is about 2 KB.
// Run it again after adding classes of a kind the app did not use before: `cn.test.ts`
// fails until then (it compares the cut merge with the full one on every pair of the app's classes).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { getDefaultConfig, validators } from 'tailwind-merge';
// Its helpers are not in the package's exports, so by file.
import {
  createClassGroupUtils,
  createParseClassName,
} from '../node_modules/tailwind-merge/dist/unstable-mjs.mjs';
import { sourceClassTokens } from './tailwind-class-tokens.mjs';

const OUT = 'src/web/lib/tw-merge-config.ts';
const full = getDefaultConfig();
const parse = createParseClassName(full);
const { getClassGroupId } = createClassGroupUtils(full);

/** The class groups of the source's classes (with and without a `/…` postfix, as twMerge looks them up). */
const used = new Set();
for (const token of sourceClassTokens()) {
  const { baseClassName, maybePostfixModifierPosition: postfix } = parse(token);
  for (const name of [baseClassName, postfix ? baseClassName.slice(0, postfix) : null]) {
    const group = name && getClassGroupId(name);
    // Arbitrary properties ([mask-type:alpha]) are merged by tailwind-merge's code, not its groups.
    if (group && group in full.classGroups) used.add(group);
  }
}

const validatorName = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
const themeKeys = new Set();
function code(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') {
    if (value.isThemeGetter) {
      themeKeys.add(value.themeKey);
      return `fromTheme(${JSON.stringify(value.themeKey)})`;
    }
    const name = validatorName.get(value);
    if (!name) throw new Error(`A validator tailwind-merge does not export: ${String(value)}`);
    return `v.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map(code).join(', ')}]`;
  return `{ ${Object.entries(value)
    .map(([key, inner]) => `${JSON.stringify(key)}: ${code(inner)}`)
    .join(', ')} }`;
}

// In the default order: a class is given to the first group whose rule accepts it (border-2 is a
// width, not a colour, because the widths come first).
const groups = Object.keys(full.classGroups).filter((group) => used.has(group));
const classGroups = groups.map(
  (group) => `    ${JSON.stringify(group)}: ${code(full.classGroups[group])},`,
);
const conflicts = groups
  .map((group) => [group, (full.conflictingClassGroups[group] ?? []).filter((g) => used.has(g))])
  .filter(([, list]) => list.length > 0)
  .map(([group, list]) => `    ${JSON.stringify(group)}: ${code(list)},`);
const modifierConflicts = Object.entries(full.conflictingClassGroupModifiers)
  .filter(([group]) => used.has(group))
  .map(
    ([group, list]) => `    ${JSON.stringify(group)}: ${code(list.filter((g) => used.has(g)))},`,
  );
// The theme's scales may name other theme keys; those are collected while writing them.
const themeEntries = () =>
  [...themeKeys].sort().map((key) => `    ${JSON.stringify(key)}: ${code(full.theme[key] ?? [])},`);
let theme = themeEntries();
while (theme.length !== themeKeys.size) theme = themeEntries();

const text = `// Written by scripts/tw-merge-subset.mjs from tailwind-merge's default configuration: only the
// class groups the web app's source uses (decision 012). Do not edit by hand; run the script.
import { fromTheme, validators as v, type Config } from 'tailwind-merge';

export const twMergeConfig = (): Config<string, string> => ({
  cacheSize: ${full.cacheSize},
  theme: {
${theme.join('\n')}
  },
  classGroups: {
${classGroups.join('\n')}
  },
  conflictingClassGroups: {
${conflicts.join('\n')}
  },
  conflictingClassGroupModifiers: {
${modifierConflicts.join('\n')}
  },
  postfixLookupClassGroups: ${code(full.postfixLookupClassGroups.filter((g) => used.has(g)))},
  orderSensitiveModifiers: ${code(full.orderSensitiveModifiers)},
});
`;
writeFileSync(OUT, text);
execFileSync('npx', ['prettier', '--write', OUT], { stdio: 'ignore' });
console.log(`${OUT}: ${groups.length} of ${Object.keys(full.classGroups).length} class groups.`);
