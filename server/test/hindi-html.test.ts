// Issue 32: a shared Hindi link previews in Hindi. The page a crawler fetches for /?lang=hi (it runs no script) is
// the build's index.hi.html: <html lang="hi">, home's Hindi title and description and the Open Graph tags, with
// the configured site and city filled in; / is the same page in English. The fixture is what the client build
// writes: its page-meta step (client/build/page-meta.ts) run on client/index.html with the real catalogues.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexForSite } from '../src/http/client-files.js';
import { FIRST_VIEW_SCRIPT_HASH } from '../src/http/security-headers.js';
import { startTestServer, type TestServer } from './support/helpers.js';

const CLIENT = path.resolve(import.meta.dirname, '../../client');

interface Catalogues {
  en: object;
  hi: object;
}
interface PageMetaStep {
  SERVER_FILLS: object;
  englishIndex(source: string, en: object, site: object): string;
  translatedIndex(english: string, catalogues: Catalogues, language: 'hi', site: object): string;
}

/** The client's own modules (TypeScript, run by vitest): the words come from the catalogues, as in the build. */
async function clientModule<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(CLIENT, file)).href)) as T;
}

let server: TestServer;
let clientDir: string;

beforeAll(async () => {
  const step = await clientModule<PageMetaStep>('build/page-meta.ts');
  const catalogues: Catalogues = {
    en: (await clientModule<{ default: object }>('src/i18n/locales/en/shell.ts')).default,
    hi: (await clientModule<{ default: object }>('src/i18n/locales/hi/shell.ts')).default,
  };
  const english = step.englishIndex(readFileSync(path.join(CLIENT, 'index.html'), 'utf8'), catalogues.en, step.SERVER_FILLS);
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeFileSync(path.join(clientDir, 'index.html'), english);
  writeFileSync(path.join(clientDir, 'index.hi.html'), step.translatedIndex(english, catalogues, 'hi', step.SERVER_FILLS));
  server = await startTestServer({ CLIENT_DIR: clientDir, SITE_NAME: 'Bhopal Wheels', CITY: 'Bhopal' });
});
afterAll(async () => {
  await server?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

/** What a link preview reads of a page. */
function headOf(html: string) {
  const meta = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogLocale: meta('property', 'og:locale'),
    ogType: meta('property', 'og:type'),
    ogSiteName: meta('property', 'og:site_name'),
  };
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe('GET /?lang=hi', () => {
  it('is the page in Hindi: lang, title, description and Open Graph tags, for the configured site and city', async () => {
    const res = await fetch(`${server.url}/?lang=hi`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(headOf(html)).toEqual({
      lang: 'hi',
      title: 'भोपाल में सेल्फ़-ड्राइव कार किराये पर और टैक्सी | Bhopal Wheels',
      description:
        'भोपाल में सेल्फ़-ड्राइव कार किराये पर लें या टैक्सी बुक करें: हैचबैक, सेडान और SUV, 12 घंटे, दिन, हफ़्ते या महीने के लिए, साफ़ दाम और जल्दी मंज़ूरी के साथ।',
      ogTitle: 'भोपाल में सेल्फ़-ड्राइव कार किराये पर और टैक्सी | Bhopal Wheels',
      ogDescription:
        'भोपाल में सेल्फ़-ड्राइव कार किराये पर लें या टैक्सी बुक करें: हैचबैक, सेडान और SUV, 12 घंटे, दिन, हफ़्ते या महीने के लिए, साफ़ दाम और जल्दी मंज़ूरी के साथ।',
      ogLocale: 'hi_IN',
      ogType: 'website',
      ogSiteName: 'Bhopal Wheels',
    });
    expect(html).toContain('<span class="brand__name" data-site-name>Bhopal Wheels</span>');
    expect(html).not.toMatch(/\{\{|Indore|Bhopal में/);
  });

  it('names the city in Devanagari in every tag of its head, for whichever city the catalogue knows (issue 32)', async () => {
    const head = (await (await fetch(`${server.url}/?lang=hi`)).text()).split('</head>')[0];
    const tags = [...head.matchAll(/<title>[^<]*<\/title>|<meta (?:name="description"|property="og:(?:title|description)")[^>]*>/g)];
    expect(tags).toHaveLength(4);
    for (const [tag] of tags) expect(tag).toContain('भोपाल में');
    const built = readFileSync(path.join(clientDir, 'index.hi.html'), 'utf8');
    for (const city of ['Indore', 'Ujjain', 'Goa']) {
      const filled = indexForSite(Buffer.from(built), { siteName: 'X', city }).toString();
      expect(/<title>([^<]*)<\/title>/.exec(filled)?.[1], city).toMatch({ Indore: /^इंदौर में/, Ujjain: /^उज्जैन में/, Goa: /^Goa में/ }[city]!);
    }
  });

  it('is the same page at /index.html?lang=hi and among other parameters', async () => {
    const hindi = await (await fetch(`${server.url}/?lang=hi`)).text();
    expect(await (await fetch(`${server.url}/index.html?lang=hi`)).text()).toBe(hindi);
    expect(await (await fetch(`${server.url}/?utm_source=whatsapp&lang=hi`)).text()).toBe(hindi);
  });

  it('is sent as index.html is: compressed, with an ETag of its own, revalidated, with the security headers', async () => {
    const [english, hindi] = await Promise.all(
      ['/', '/?lang=hi'].map((url) => fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br' } })),
    );
    expect(hindi.headers.get('content-encoding')).toBe('br');
    expect(headOf(await hindi.text()).lang).toBe('hi');
    expect(hindi.headers.get('cache-control')).toBe('no-cache');
    expect(hindi.headers.get('vary')).toMatch(/accept-encoding/i);
    const etag = hindi.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(etag).not.toBe(english.headers.get('etag'));
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(hindi.headers.get(name), name).toBe(english.headers.get(name));
    }
    const again = await fetch(`${server.url}/?lang=hi`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it("carries home's first view in Hindi (client/build/first-home.hi.html), with the configured site's name (issue 33)", async () => {
    const [english, hindi] = await Promise.all(['/', '/?lang=hi'].map(async (url) => (await fetch(`${server.url}${url}`)).text()));
    const firstView = (html: string) => /<template id="first-home">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(firstView(hindi)).toContain('<h2 class="hero__heading">आपकी सवारी, आपका अंदाज़</h2>');
    expect(firstView(hindi)).toContain('<span class="brand__name" data-site-name>Bhopal Wheels</span>');
    expect(firstView(hindi)).not.toMatch(/Your Ride|Book Now|Search/);
    expect(firstView(english)).toContain('<h2 class="hero__heading">Your Ride, Your Way</h2>');
  });

  it("carries index.html's inline script unchanged, so the CSP's hash allows it", async () => {
    const [english, hindi] = await Promise.all(['/', '/?lang=hi'].map(async (url) => (await fetch(`${server.url}${url}`)).text()));
    expect(inlineScripts(hindi)).toEqual(inlineScripts(english));
    expect(inlineScripts(hindi)).toHaveLength(1);
    const csp = (await fetch(`${server.url}/?lang=hi`)).headers.get('content-security-policy');
    expect(csp).toContain(FIRST_VIEW_SCRIPT_HASH);
  });
});

describe('GET /', () => {
  it('is the page in English, with the same Open Graph tags in English (en_IN)', async () => {
    for (const url of ['/', '/index.html', '/?lang=en', '/?lang=xx', '/?lang=../index']) {
      const html = await (await fetch(`${server.url}${url}`)).text();
      expect(headOf(html), url).toEqual({
        lang: 'en',
        title: 'Self-drive car rental and taxis in Bhopal | Bhopal Wheels',
        description:
          'Rent a self-drive car or book a taxi in Bhopal: hatchbacks, sedans and SUVs by the 12 hours, day, week or month, with clear prices and quick approval.',
        ogTitle: 'Self-drive car rental and taxis in Bhopal | Bhopal Wheels',
        ogDescription:
          'Rent a self-drive car or book a taxi in Bhopal: hatchbacks, sedans and SUVs by the 12 hours, day, week or month, with clear prices and quick approval.',
        ogLocale: 'en_IN',
        ogType: 'website',
        ogSiteName: 'Bhopal Wheels',
      });
    }
  });

  it('escapes the configured name and city where it fills them', () => {
    const filled = indexForSite(Buffer.from('<title>{{city}} | {{siteName}}</title>'), { siteName: 'A & B', city: '<Mhow>' });
    expect(filled.toString()).toBe('<title>&lt;Mhow&gt; | A &amp; B</title>');
  });
});
