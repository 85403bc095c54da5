import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason } from '../scripts/build-freshness.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(name: string, secondsAgo: number) {
  const full = path.join(root, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, name);
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, when, when);
}

describe('npm start builds only when the build is not current', () => {
  it('builds when an output is missing, or a source is newer than the build', () => {
    root = mkdtempSync(path.join(tmpdir(), 'start-'));
    const inputs = ['src', 'index.html'];
    const outputs = ['dist/server/main.js', 'dist/web/index.html'];
    file('src/server/main.ts', 100);
    file('index.html', 100);
    expect(staleReason(root, inputs, outputs)).toBe('dist/server/main.js is missing');
    file('dist/server/main.js', 50);
    file('dist/web/index.html', 50);
    expect(staleReason(root, inputs, outputs)).toBeNull();
    file('src/web/deep/page.tsx', 10);
    expect(staleReason(root, inputs, outputs)).toBe('src changed since the last build');
  });
});
