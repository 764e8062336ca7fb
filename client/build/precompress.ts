// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the server answers
// `Accept-Encoding` from ready files instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this, compression saves less than a packet and costs the client a decode. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    written++;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) { outDir = path.resolve(config.root, config.build.outDir); },
    // After every other plugin wrote its files (the service worker included).
    closeBundle: { order: 'post', sequential: true, handler() { precompressDir(outDir); } },
  };
}
