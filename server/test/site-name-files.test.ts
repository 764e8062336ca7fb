// The web app manifest and the top bar index.html paints before any script follow the operator's runtime SITE_NAME
// (as /config.js does), not the name the client was built with: one build serves any operator. Compressed variants
// and the ETag are made from the renamed bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexForSite } from '../src/http/client-files.js';
import { startTestServer, type TestServer } from './support/helpers.js';

const BUILT = {
  name: 'Indore Drive: self-drive car rental',
  short_name: 'Indore Drive',
  description: 'Self-drive car rental.',
  start_url: '/',
  display: 'standalone',
  icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
  // Long enough to be sent compressed.
  categories: Array.from({ length: 120 }, (_, i) => `travel-${i}`),
};

let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  const text = JSON.stringify(BUILT);
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>t</title><div id="root"><a class="brand"><span class="brand__name" data-site-name>Indore Drive</span></a></div>',
  );
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), text);
  // The build's precompressed copy still carries the built name: it must not be served.
  writeFileSync(path.join(clientDir, 'manifest.webmanifest.br'), brotliCompressSync(text));
  server = await startTestServer({ CLIENT_DIR: clientDir, SITE_NAME: 'Bhopal Wheels' });
});
afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('GET /manifest.webmanifest', () => {
  it('names the configured site, keeps every other field as built', async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest.name).toBe('Bhopal Wheels: self-drive car rental');
    expect(manifest.short_name).toBe('Bhopal Wheels');
    expect({ ...manifest, name: BUILT.name, short_name: BUILT.short_name }).toEqual(BUILT);
  });

  it('sends the renamed manifest compressed too, with an ETag of its own bytes', async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect((await res.json()).short_name).toBe('Bhopal Wheels');
    const etag = res.headers.get('etag')!;
    const again = await fetch(`${server.url}/manifest.webmanifest`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('GET / (index.html)', () => {
  it('paints the configured site name, escaped, in the element marked for it', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<span class="brand__name" data-site-name>Bhopal Wheels</span>');
    expect(html).not.toContain('Indore Drive');
    const odd = indexForSite(Buffer.from('<span data-site-name>Indore Drive</span>'), {
      siteName: 'A & B <Cars>',
      city: 'Indore',
    }).toString();
    expect(odd).toBe('<span data-site-name>A &amp; B &lt;Cars&gt;</span>');
  });
});
