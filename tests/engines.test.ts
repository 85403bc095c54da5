/**
 * The shop runs on the Node.js versions package.json names (Node 24, the LTS
 * the README recommends, 22, and 20.19 for machines that still have it), and
 * `npm install` prints no engine warning on any of them: every package the
 * lockfile installs must accept each version. Newer majors of `cookie` and
 * `content-disposition` only raised their floor to Node 22, so package.json
 * pins the earlier ones through `overrides` (same functions, same behaviour).
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type LockedPackage = { engines?: { node?: string } | string[]; optional?: boolean };

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

// The lowest release of each supported line, and the one running the tests.
const supported = ['20.19.0', '22.13.0', '24.0.0', process.versions.node];

describe('supported Node.js versions', () => {
  it.each(supported)('package.json accepts Node %s', (version) => {
    expect(semver.satisfies(version, manifest.engines.node)).toBe(true);
  });

  it.each(supported)('every installed package accepts Node %s (no EBADENGINE)', (version) => {
    const refusing = Object.entries(lock.packages)
      // Optional packages for other platforms (sharp's Windows builds) are never installed here.
      .filter(([, entry]) => !entry.optional)
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(version, range) ? [`${name} wants ${range}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it('refuses the lines that reached end of life', () => {
    expect(semver.satisfies('18.20.0', manifest.engines.node)).toBe(false);
    expect(semver.satisfies('20.18.0', manifest.engines.node)).toBe(false);
  });
});
