// Preloaded into the server by `npm run bench:memory` (node --import): on
// SIGUSR2 it writes the process's memory split to MEMORY_PROBE_FILE, so the
// benchmark reads the real server's heap without any route for it.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
  );
  writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify({ usage, spaces }));
});
