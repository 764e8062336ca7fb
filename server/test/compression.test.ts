// Issue 8: every text response type is served compressed when the client asks (br, else gzip) and bare when it
// does not: the built client from memory (precompressed files, ETag), the catalogue snapshot, other REST JSON,
// GraphQL, uploaded pictures that are text (the demo seed's SVGs), sitemap.xml and /config.js. Raw node:http
// requests, so nothing decompresses behind the test's back.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';

let server: TestServer;
let clientDir: string;
const filler = (n: number) => Array.from({ length: n }, (_, i) => `line ${i} of text to compress`).join('\n');
const INDEX = `<!doctype html><html><head><title>t</title></head><body><!-- ${filler(60)} --></body></html>`;
const APP_JS = `console.log(${JSON.stringify(filler(80))});`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), APP_JS);
  // Precompressed by the build: served as they are.
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  // Left bare by the build: compressed once at start.
  writeFileSync(path.join(clientDir, 'assets', 'style-abc123.css'), `body{color:red}/* ${filler(50)} */`);
  writeFileSync(path.join(clientDir, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"x"}');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(clientDir, 'picture.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${filler(50)} --></svg>`);
  writeFileSync(path.join(clientDir, 'tiny.txt'), 'small');
  // The demo seed: a dozen cars, three blogs (sitemap.xml) and the SVG pictures it stores as uploads.
  // A long city makes /config.js (the runtime settings, a few dozen bytes as a rule) reach the 1 kB where
  // compression starts.
  server = await startTestServer({ CLIENT_DIR: clientDir, SEED_DEMO: 'true', CITY: `Indore${', Mhow, Pithampur, Dewas'.repeat(45)}` });
});
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
function decoded(r: Raw): string {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(r.body).toString();
  if (enc === 'gzip') return gunzipSync(r.body).toString();
  expect(enc).toBeUndefined();
  return r.body.toString();
}

const GRAPHQL = JSON.stringify({ query: '{ cars { id name price fuel seat cartype cooling location image } }' });
const TARGETS: { name: string; type: RegExp; request: (headers: Record<string, string>) => Promise<Raw> }[] = [
  { name: 'HTML of /', type: /^text\/html/, request: (h) => raw('/', h) },
  { name: 'a precompressed JavaScript asset', type: /^text\/javascript/, request: (h) => raw('/assets/app-abc123.js', h) },
  { name: 'a CSS asset the build left bare', type: /^text\/css/, request: (h) => raw('/assets/style-abc123.css', h) },
  { name: 'an SVG', type: /^image\/svg\+xml/, request: (h) => raw('/picture.svg', h) },
  { name: 'the catalogue snapshot (REST)', type: /^application\/json/, request: (h) => raw('/api/v1/cars', h) },
  {
    name: 'the catalogue for a period (REST)',
    type: /^application\/json/,
    request: (h) => raw('/api/v1/cars?pickupDate=2030-01-10&pickupTime=10:00&dropDate=2030-01-12&dropTime=10:00', h),
  },
  { name: 'other REST JSON (OpenAPI)', type: /^application\/json/, request: (h) => raw('/api/openapi.json', h) },
  { name: 'GraphQL', type: /json/, request: (h) => raw('/graphql', { 'content-type': 'application/json', ...h }, 'POST', GRAPHQL) },
  { name: "an uploaded SVG picture (the demo seed's)", type: /^image\/svg\+xml/, request: (h) => raw('/uploads/demo-car-thar.svg', h) },
  { name: '/config.js', type: /^application\/javascript/, request: (h) => raw('/config.js', h) },
  { name: 'sitemap.xml', type: /^application\/xml/, request: (h) => raw('/sitemap.xml', h) },
];

describe('compression by content negotiation', () => {
  it.each(TARGETS)('$name: br when asked, gzip when only gzip is, bare when not asked, same text each way', async ({ request, type }) => {
    const bare = await request({});
    expect(bare.status).toBe(200);
    expect(bare.headers['content-type']).toMatch(type);
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.body.length).toBeGreaterThanOrEqual(1024);
    expect(String(bare.headers.vary)).toMatch(/accept-encoding/i);
    const text = bare.body.toString();

    const br = await request({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(bare.body.length);
    expect(Number(br.headers['content-length'] ?? br.body.length)).toBe(br.body.length);
    expect(decoded(br)).toBe(text);

    const gzip = await request({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(text);

    const refused = await request({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(text);
  });

  it('leaves small answers bare', async () => {
    const tiny = await raw('/tiny.txt', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('small');
  });

  it('serves / from memory with an ETag (304 when unchanged) and hashed assets as immutable', async () => {
    const first = await raw('/', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"/);
    const again = await raw('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const asset = await raw('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Security headers travel with files served from memory too.
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends a hashed asset only the security headers a script or stylesheet uses, not the document ones (about 1 kB each)', async () => {
    for (const [file, encoding] of [
      ['/assets/app-abc123.js', 'br'],
      ['/assets/style-abc123.css', 'gzip'],
    ] as const) {
      const asset = await raw(file, { 'accept-encoding': encoding });
      expect(asset.headers['x-content-type-options'], file).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy'], file).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy']) {
        expect(asset.headers[name], `${file} ${name}`).toBeUndefined();
      }
      const revalidated = await raw(file, { 'if-none-match': asset.headers.etag! });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('sends pictures and the manifest the subresource headers too, an SVG with a CSP that runs nothing; the service worker keeps every header (issue 33)', async () => {
    for (const file of ['/icon-192.png', '/manifest.webmanifest', '/picture.svg']) {
      const res = await raw(file);
      expect(res.status, file).toBe(200);
      expect(res.headers['x-content-type-options'], file).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], file).toBe('same-origin');
      for (const name of ['x-frame-options', 'strict-transport-security', 'referrer-policy'])
        expect(res.headers[name], `${file} ${name}`).toBeUndefined();
      if (file.endsWith('.svg'))
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      else expect(res.headers['content-security-policy'], file).toBeUndefined();
    }
    const worker = await raw('/sw.js');
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
    expect(worker.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
