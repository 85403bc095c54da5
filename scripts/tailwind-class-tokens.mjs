// The Tailwind classes the web app's source can pass to `cn`: every whitespace-separated word
// of every string literal in src/web (tests aside) that looks like a class. Read by
// scripts/tw-merge-subset.mjs and src/web/lib/cn.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STRING = /'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\]*)`/g;
const CLASS_LIKE = /^!?[a-z0-9@*[(-][\w\-[\]():/.%&*>=@#,!'"]*$/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // tw-merge-config.ts is written from these words: its own strings are not classes of the app.
    const skip = /\.test\.tsx?$/.test(entry.name) || entry.name === 'tw-merge-config.ts';
    return /\.tsx?$/.test(entry.name) && !skip ? [full] : [];
  });
}

export function sourceClassTokens(root = 'src/web') {
  const tokens = new Set();
  for (const file of sourceFiles(root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(STRING)) {
      const text = (match[1] ?? match[2] ?? match[3]).replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) if (CLASS_LIKE.test(word)) tokens.add(word);
    }
  }
  return [...tokens].sort();
}
