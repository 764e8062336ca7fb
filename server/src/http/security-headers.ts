import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export function createHelmet() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        // The embedded map on the home and contact pages.
        'frame-src': ['https://www.google.com', 'https://maps.google.com'],
        'media-src': ["'self'", 'data:', 'blob:'],
        // The site may be served over plain HTTP (localhost, an internal network): never rewrite to https.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/** The headers helmet sets, captured once, for the routes answered without Express. */
export function captureHeaders(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const fakeRes = {
    setHeader: (name: string, value: string) => { headers.push([name, String(value)]); },
    removeHeader: () => {},
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  middleware({ headers: {} } as IncomingMessage, fakeRes, () => {});
  return headers;
}
