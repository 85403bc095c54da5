// How `npm start` runs the server (scripts/start.mjs), in one place so that the benches
// (bench/memory.ts) measure the process a shop runs (decision 029).
/**
 * Node's flags for the server process (package.json's start script gives them too: a test keeps
 * the two the same).
 * - V8 keeps four worker threads for compiling and collecting garbage whatever the machine;
 *   each holds its own native memory. 0 lets Node size the pool from the cores (one fewer than
 *   there are, at least one): on a two-core machine about 45 MB less resident memory, and
 *   requests no slower (`npm run bench:memory`).
 * - A young generation of 4 MB semi-spaces instead of up to 16 MB: the shop's requests make
 *   small, short-lived objects, so the larger space only held garbage for longer (about 20 MB).
 */
export const SERVER_NODE_FLAGS = ['--v8-pool-size=0', '--max-semi-space-size=4'];

/** The server's environment: what it is given, with the defaults `npm start` adds. */
export function serverEnv(env = process.env) {
  return {
    ...env,
    // React, React Router and the other libraries read NODE_ENV when they load: unset, they load
    // their development builds (slower, and tens of megabytes more memory). The app's own default
    // is production (src/server/config.ts), so the libraries are told the same.
    NODE_ENV: env.NODE_ENV ?? 'production',
    // glibc's malloc keeps an arena per thread (V8's compiler threads, libuv's pool) and
    // returns little of them: two arenas hold the same work in about 20 MB less (decision 029).
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    // Node 22.1 and later keep the code they compiled (the server bundle, its libraries) on disk
    // and start faster the next time (decision 029); safe to delete, ignored by Node 20.
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? 'node_modules/.cache/node-compile-cache',
  };
}

/**
 * Whether this process was started the way the server wants (package.json's start script): its
 * Node flags given, and malloc's arena limit set before the process began (glibc reads it once).
 */
export function runsAsTheServer() {
  return (
    SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag)) &&
    process.env.MALLOC_ARENA_MAX !== undefined
  );
}
