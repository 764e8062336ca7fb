// The built client (client/dist) served from memory, before Express: each file's bytes, its brotli and gzip
// variants (written by the build, client/build/precompress.ts; made here for a file the build left bare), its
// ETag and its headers, prepared once at start. `/` is index.html (`/?lang=hi` is index.hi.html). Hashed assets are
// cached for a year (immutable); everything else (index.html, the service worker, the manifest) revalidates with its
// ETag.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MIN_COMPRESS_BYTES, TEXT_TYPE, encode, preferredEncoding, type Encoding } from './compression.js';
import { subresourceHeaders } from './security-headers.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

interface Variant {
  body: Buffer;
  headers: string[];
}
interface ClientFile {
  etag: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  notModified: string[];
}

function* walk(dir: string, base = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else yield full;
  }
}

/** The answer to a GET/HEAD of a built file, or null when the request is not for one. */
export type ClientFiles = (req: IncomingMessage) => ((res: ServerResponse) => void) | null;

/**
 * The web app manifest names the operator configured at runtime (SITE_NAME), like /config.js does for the pages:
 * the build writes the demo name, and the same build serves any operator. Other fields stay as built.
 */
export function manifestForSite(raw: Buffer, siteName: string): Buffer {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return raw;
  }
  // 'Indore Drive: self-drive car rental' with short_name 'Indore Drive' becomes '<site>: self-drive car rental'.
  const built = manifest.short_name;
  manifest.name =
    typeof manifest.name === 'string' && typeof built === 'string' && built ? manifest.name.split(built).join(siteName) : siteName;
  manifest.short_name = siteName;
  return Buffer.from(JSON.stringify(manifest));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * index.html and its translations (index.hi.html, client/build/page-meta.ts) paint the site's top bar before any
 * script runs (client/index.html): its name is the one configured at runtime, written into the element marked
 * data-site-name. Their head (title, description, Open Graph tags) names the site and its city as {{siteName}} and
 * {{city}}, filled here; a translation's head as {{city|indore=इंदौर|…}}, the city's name in that language to pick.
 */
export function indexForSite(raw: Buffer, site: { siteName: string; city: string }): Buffer {
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
  const name = escapeHtml(site.siteName);
  const filled = { siteName: name, city: escapeHtml(site.city) };
  const cityKey = site.city.toLowerCase().replace(/[^a-z0-9]/g, '');
  /** {{city|indore=इंदौर|…}}: a translation's names of the cities; the configured one's, or the city as configured. */
  const translatedCity = (choices: string) =>
    choices
      .split('|')
      .slice(1)
      .map((choice) => choice.split('='))
      .find(([key]) => key === cityKey)?.[1] ?? filled.city;
  return Buffer.from(
    raw
      .toString('utf8')
      .replace(/(<[^>]*\bdata-site-name\b[^>]*>)[^<]*/g, (_m, open: string) => `${open}${name}`)
      .replace(/\{\{(siteName|city)\}\}/g, (_m, key: keyof typeof filled) => filled[key])
      .replace(/\{\{city((?:\|[a-z0-9]+=[^|{}<>"]*)+)\}\}/g, (_m, choices: string) => translatedCity(choices)),
  );
}

/** Built files whose bytes the server adapts once at start (their precompressed copies are then made here). */
export type ClientRewrites = Record<string, (raw: Buffer) => Buffer>;

const INDEX_PATHS = new Set(['/', '/index.html']);

/**
 * `/?lang=hi` (a shared Hindi link, the sitemap's Hindi address) is answered with the build's index.hi.html, so a
 * crawler or link preview that runs no script reads the page's title and description in Hindi, under <html lang="hi">.
 * A language the build wrote no file for gets index.html.
 */
function translatedIndex(files: Map<string, ClientFile>, query: string): ClientFile | null {
  const language = new URLSearchParams(query).get('lang');
  return language && /^[a-z]{2}$/.test(language) ? (files.get(`/index.${language}.html`) ?? null) : null;
}

/**
 * The files the pages only load and never open as a page of the site: pictures and the manifest (`/icon-192.png`,
 * `/favicon.svg`, the hero's SVGs on `/`). Like hashed assets they carry only the headers a subresource uses
 * (security-headers.ts), not the document ones: about 1 kB less each, seven of them on the first visit of `/`
 * (issue 33). Documents (HTML) and the service worker's scripts (which take their CSP from their own response) keep
 * every header.
 */
const LOADED_ONLY = /\.(png|jpe?g|webp|ico|svg|webmanifest)$/;
/** An SVG opened by itself is a document: it also gets the uploads' CSP, which runs and fetches nothing (70 bytes). */
const SVG_CSP: [string, string] = ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox"];
const loadedHeaders = (rel: string, securityHeaders: [string, string][]): [string, string][] => [
  ...subresourceHeaders(securityHeaders),
  ...(rel.endsWith('.svg') ? [SVG_CSP] : []),
];

export function clientFiles(dir: string, securityHeaders: [string, string][], rewrites: ClientRewrites = {}): ClientFiles {
  const files = new Map<string, ClientFile>();
  if (existsSync(dir)) {
    for (const full of walk(dir)) {
      if (/\.(br|gz)$/.test(full)) continue;
      const rel = `/${path.relative(dir, full).split(path.sep).join('/')}`;
      const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
      const rewrite = rewrites[rel];
      const raw = rewrite ? rewrite(readFileSync(full)) : readFileSync(full);
      const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
      const hashed = rel.startsWith('/assets/');
      const cache = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
      const security = hashed || LOADED_ONLY.test(rel) ? loadedHeaders(rel, securityHeaders) : securityHeaders;
      const common = [...security.flat(), 'ETag', etag, 'Cache-Control', cache];
      const compressible = TEXT_TYPE.test(type);
      if (compressible) common.push('Vary', 'Accept-Encoding');
      const variant = (body: Buffer, encoding?: Encoding): Variant => ({
        body,
        headers: [
          ...common,
          'Content-Type',
          type,
          'Content-Length',
          String(body.length),
          ...(encoding ? ['Content-Encoding', encoding] : []),
        ],
      });
      const file: ClientFile = { etag, identity: variant(raw), notModified: common };
      if (compressible && raw.length >= MIN_COMPRESS_BYTES) {
        const built = (ext: string) => (!rewrite && existsSync(`${full}.${ext}`) ? readFileSync(`${full}.${ext}`) : null);
        file.br = variant(built('br') ?? encode(raw, 'br', true), 'br');
        file.gzip = variant(built('gz') ?? encode(raw, 'gzip', true), 'gzip');
      }
      files.set(rel, file);
    }
  }
  const index = files.get('/index.html');
  if (index) files.set('/', index);

  return (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q >= 0 ? url.slice(0, q) : url;
    const file = (q >= 0 && INDEX_PATHS.has(pathname) ? translatedIndex(files, url.slice(q + 1)) : null) ?? files.get(pathname);
    if (!file) return null;
    return (res) => {
      if (req.headers['if-none-match'] === file.etag) {
        res.writeHead(304, file.notModified);
        res.end();
        return;
      }
      const encoding = file.br ? preferredEncoding(req.headers['accept-encoding']) : null;
      const variant = (encoding && file[encoding]) || file.identity;
      res.writeHead(200, variant.headers);
      res.end(req.method === 'HEAD' ? undefined : variant.body);
    };
  };
}
