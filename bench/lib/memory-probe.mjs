// Preloaded into the server by `npm run bench:memory` (node --import): on
// SIGUSR2 it writes the process's memory split to MEMORY_PROBE_FILE, so the
// benchmark reads the real server's heap without any route for it.
import { readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

/**
 * Resident bytes of the WebAssembly memories (PGlite's heap). V8 reserves each one with
 * gigabytes of inaccessible guard pages after it: the readable mapping just before such a
 * reservation is the memory, of which only the pages touched are resident (`external`
 * counts its whole declared size, at least 128 MB, either way).
 */
function wasmResident() {
  const maps = [];
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (head) maps.push({ start: head[1], end: head[2], perms: head[3], size: 0, rss: 0 });
    const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
    if (field && maps.length > 0) maps.at(-1)[field[1].toLowerCase()] = Number(field[2]) * 1024;
  }
  let resident = 0;
  for (const [index, map] of maps.entries()) {
    const next = maps[index + 1];
    const guarded =
      next?.start === map.end && next.perms.startsWith('---') && next.size >= 1024 ** 3;
    if (map.perms.startsWith('rw') && guarded) resident += map.rss;
  }
  return resident;
}

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
  );
  writeFileSync(
    process.env.MEMORY_PROBE_FILE,
    JSON.stringify({ usage: { ...usage, wasmResident: wasmResident() }, spaces }),
  );
});
