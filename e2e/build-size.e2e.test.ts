// The first-load budget of `/` (issue 8): the JavaScript and CSS that the built index.html loads before the first
// paint (its scripts, module preloads and stylesheets, index.html itself, which carries the shell's CSS inline, plus
// the runtime /config.js) must come to at most 110 kB
// compressed. Counts the brotli files the build wrote, so it is bytes, not time: stable on any machine.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseURL } from './harness.js';

const DIST = path.resolve(import.meta.dirname, '..', 'client', 'dist');
// 110 kB until issue 33's round 4; 105.8 kB measured then, so a few hundred bytes more fail here.
const BUDGET = 107 * 1024;
/** Issue 24: the Hindi first load (the same files plus the Hindi first-paint catalogue) is at most 15 kB above English's. */
const HINDI_EXTRA = 15 * 1024;

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

    // Hindi: main.tsx waits for the Hindi shell catalogue before the first paint (hi.shell-*.js, named so by
    // vite.config.ts). It must be the only extra file: no English catalogue but the bundled shell, no Hindi `site`.
    const assets = readdirSync(path.join(DIST, 'assets'));
    const hindiShell = assets.filter((f) => /^hi\.shell-[\w-]+\.js$/.test(f));
    expect(hindiShell).toHaveLength(1);
    expect(assets.filter((f) => /^(en|hi)\.site-[\w-]+\.js$/.test(f)).length, "each language's site catalogue is its own chunk").toBe(2);
    expect(
      files.filter((f) => /\/(en|hi)\.(shell|site)-/.test(f)),
      'no lazy catalogue in the first load',
    ).toEqual([]);
    const hindiShellJs = readFileSync(path.join(DIST, 'assets', hindiShell[0]), 'utf8');
    expect(hindiShellJs).toMatch(/[\u0900-\u097F]/);
    expect(hindiShellJs, 'the Hindi shell imports nothing else').not.toMatch(/\bimport\b/);
    const extra = statSync(path.join(DIST, 'assets', `${hindiShell[0]}.br`)).size;
    console.log(
      `first load of /?lang=hi: ${((total + extra) / 1024).toFixed(1)} kB brotli (${hindiShell[0]} ${(extra / 1024).toFixed(1)})`,
    );
    expect(extra).toBeLessThanOrEqual(HINDI_EXTRA);
  });

  it('ships each GraphQL document with the screen that uses it: no chunk of every document (issue 33)', () => {
    const assets = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    // The client preset's map of every document (src/gql/gql.ts) was a 133 kB chunk every screen imported.
    expect(assets.filter((f) => /^gql-/.test(f))).toEqual([]);
    // An admin-only document is in the admin area's chunk only; a public screen's is not in the admin area's.
    const holding = (name: string) =>
      assets.filter((f) => new RegExp(`"?value"?:["'\\x60]${name}["'\\x60]`).test(readFileSync(path.join(DIST, 'assets', f), 'utf8')));
    expect(holding('AdminDashboard').map((f) => f.replace(/-[\w-]+\.js$/, ''))).toEqual(['AdminApp']);
    expect(holding('MyBookings').length).toBeGreaterThan(0);
    expect(holding('MyBookings').filter((f) => f.startsWith('AdminApp-'))).toEqual([]);
  });

  const assets = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const read = (f: string) => readFileSync(path.join(DIST, 'assets', f), 'utf8');
  /** Every chunk the entry and these screens' chunks import statically, as the browser would fetch them. */
  const staticChunks = (screens: RegExp) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file) || !assets.includes(file)) return;
      seen.add(file);
      for (const [, name] of read(file).matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(name);
    };
    for (const entry of assets.filter((f) => /^index-/.test(f) || screens.test(f))) visit(entry);
    return seen;
  };
  const homeChunks = staticChunks(/^HomeBelowFold-/);

  it("keeps react-toastify out of the home page's chunks: it loads with the first toast (issue 33)", () => {
    expect(homeChunks.size).toBeGreaterThan(3);
    // The library's own words: its progress bar's label.
    expect(assets.filter((f) => read(f).includes('notification timer')).length).toBe(1);
    expect([...homeChunks].filter((f) => read(f).includes('notification timer'))).toEqual([]);
  });

  it('keeps Apollo out of the home and contact pages: their lists are plain GETs, their forms load it when sent (issue 33)', () => {
    expect(assets.filter((f) => /^apollo-/.test(f))).toHaveLength(1);
    expect([...homeChunks].filter((f) => /^apollo-/.test(f))).toEqual([]);
    const contactChunks = staticChunks(/^ContactPage-/);
    expect(contactChunks.size).toBeGreaterThan(homeChunks.size / 4);
    expect([...contactChunks].filter((f) => /^apollo-/.test(f))).toEqual([]);
  });

  it('keeps Apollo out of the booking dialog: its busy days and quote are plain GETs, the booking loads it when sent', () => {
    const dialogChunks = staticChunks(/^BookingModal-/);
    expect([...dialogChunks].some((f) => /^QuoteSummary-/.test(f))).toBe(true);
    expect([...dialogChunks].filter((f) => /^apollo-/.test(f))).toEqual([]);
  });
});
