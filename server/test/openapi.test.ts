import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Router } from 'express';
import { startTestServer, type TestServer } from './support/helpers.js';
import { apiRoutes } from '../src/http/api-routes.js';
import { REST_ROUTES } from '../src/http/openapi.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } };

/** Every "METHOD /path" the Express routers under /api answer, in OpenAPI's {param} style. */
function registeredRoutes(router: Router): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push(`${method} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
      } else if (layer.handle.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document', async () => {
    const res = await server.fetch('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/bookingsnew/book'].post.security).toEqual([{ bearer: [] }]);
  });

  it('describes every REST route the server answers, and only those', () => {
    const registered = registeredRoutes(apiRoutes(server.app.services)).filter((r) => r !== 'get /openapi.json');
    const documented = REST_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect([...new Set(registered)].sort()).toEqual([...documented].sort());
  });
});
