// Vite plugin: a .br and a .gz twin beside every built text file (JS, CSS, HTML, SVG, JSON, the
// worker), at maximum compression, once per build instead of once per request. The API sends the
// twin the browser accepts (apps/api/src/lib/static.ts; docs/decisions/085-compression.md).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build-plugin.ts';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this a twin saves nothing worth a file.
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function precompressFolder(folder: string) {
  const jobs: Promise<unknown>[] = [];
  for await (const file of walk(folder)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(file).then((bytes) =>
        Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }).then(
            (compressed) => writeFile(`${file}.br`, compressed),
          ),
          gzipAsync(bytes, { level: 9 }).then((compressed) => writeFile(`${file}.gz`, compressed)),
        ]),
      ),
    );
  }
  await Promise.all(jobs);
}

export const precompress = (): Plugin => afterBuild('station-precompress', precompressFolder);
