import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason } from '../scripts/build-freshness.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-process.mjs';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function file(name: string, secondsAgo: number) {
  const full = path.join(root!, name);
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

describe('npm start runs the server in its own process', () => {
  const startScript = (
    JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  ).scripts.start!;

  /** What scripts/server-process.mjs says of a Node started with `flags` and `env`. */
  function runsAsTheServer(flags: string[], env: NodeJS.ProcessEnv): string {
    const probe = `import('./scripts/server-process.mjs').then((m) => console.log(m.runsAsTheServer()))`;
    return execFileSync(process.execPath, [...flags, '-e', probe], {
      env,
      encoding: 'utf8',
    }).trim();
  }

  it("gives start.mjs the server's Node flags and malloc's setting", () => {
    expect(startScript).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-\d+\} node /);
    expect(startScript).toMatch(/ scripts\/start\.mjs$/);
    for (const flag of SERVER_NODE_FLAGS) expect(startScript.split(' ')).toContain(flag);
  });

  it('runs the server in place only when the process was started that way', () => {
    const { MALLOC_ARENA_MAX: _unset, ...env } = process.env;
    expect(runsAsTheServer(SERVER_NODE_FLAGS, { ...env, MALLOC_ARENA_MAX: '2' })).toBe('true');
    expect(runsAsTheServer(SERVER_NODE_FLAGS, env)).toBe('false');
    expect(runsAsTheServer([], { ...env, MALLOC_ARENA_MAX: '2' })).toBe('false');
  });
});
