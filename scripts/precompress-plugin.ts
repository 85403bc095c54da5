/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
 * build, so the server (@fastify/static `preCompressed`) sends compressed bytes
 * without compressing on each request. Maximum compression is affordable here:
 * it runs once per build, not per request.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml'];

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name))) yield full;
  }
}

/** Compresses one file both ways; a copy that would not be smaller is not written. */
async function precompress(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < bytes.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < bytes.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'beeston:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // A failed build wrote nothing: its own error is the one to show.
      if (!existsSync(outDir)) return;
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) files.push(file);
      await Promise.all(files.map(precompress));
      config.logger.info(`precompressed ${files.length} text files (.br and .gz)`);
    },
  };
}
