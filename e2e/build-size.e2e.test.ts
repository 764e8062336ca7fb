// The first-load budget of `/` (issue 8): the JavaScript and CSS that the built index.html loads before the first
// paint (its scripts, module preloads and stylesheets, index.html itself, which carries the shell's CSS inline, plus
// the runtime /config.js) must come to at most 110 kB
// compressed. Counts the brotli files the build wrote, so it is bytes, not time: stable on any machine.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL } from './harness.js';

const DIST = path.resolve(import.meta.dirname, '..', 'client', 'dist');
const BUDGET = 110 * 1024;

function firstLoadFiles(html: string): string[] {
  const refs = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]);
  return refs.filter((ref) => ref.startsWith('/assets/'));
}

describe('first load of /', () => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = firstLoadFiles(html);

  it('loads the shell only: neither Apollo nor the admin area nor other screens before the first paint', () => {
    expect(files.length).toBeGreaterThan(0);
    // The shell's own stylesheet is inline (client/build/inline-entry-css.ts): no render-blocking request.
    expect(html).toMatch(/<style>:root\{/);
    expect(html).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
    expect(files.filter((f) => /\/(apollo|AdminApp|BookCarPage|HomeBelowFold)-/.test(f))).toEqual([]);
  });

  it(`is at most ${BUDGET / 1024} kB of compressed HTML, JavaScript and CSS`, async () => {
    const sizes = ['/index.html', ...files].map((ref) => {
      const br = path.join(DIST, `${ref}.br`);
      expect(existsSync(br), `${ref} has a precompressed .br beside it`).toBe(true);
      expect(existsSync(path.join(DIST, `${ref}.gz`)), `${ref} has a precompressed .gz beside it`).toBe(true);
      return [ref, statSync(br).size] as const;
    });
    // /config.js is made at runtime; counted as sent (uncompressed), an upper bound.
    const config = Buffer.byteLength(await (await fetch(`${baseURL}/config.js`)).text());
    const total = sizes.reduce((sum, [, size]) => sum + size, config);
    console.log(
      `first load of /: ${(total / 1024).toFixed(1)} kB brotli (${sizes.map(([f, s]) => `${path.basename(f)} ${(s / 1024).toFixed(1)}`).join(', ')}, config.js ${config} B)`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET);
  });
});
