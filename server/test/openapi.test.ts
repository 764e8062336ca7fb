import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Router } from 'express';
import { startTestServer, type TestServer } from './support/helpers.js';
import { apiRoutes } from '../src/http/api-routes.js';
import { REST_ROUTES } from '../src/http/openapi.js';
import { contractProblem } from './support/contract-check.js';
import { operationFor } from '../src/http/contract/validate-input.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } };

/** Every "METHOD /path" Express itself routes under /api (its route layers, not the contract's dispatch), in OpenAPI's {param} style. */
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
    expect(doc.paths['/api/v1/bookingsnew/book'].post.security).toEqual([{ customerToken: [] }]);
    expect(doc.servers).toEqual([{ url: '/', description: 'This server' }]);
    const book = doc.paths['/api/v1/bookingsnew/book'].post;
    expect(book.operationId).toBe('createBooking');
    expect(Object.keys(book.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409', '413', '422', '429', '503']);
    expect(book.responses['201'].content['application/json'].schema.properties.booking.$ref).toBe('#/components/schemas/Booking');
    expect(doc.components.schemas.Booking.properties.carId.$ref).toBe('#/components/schemas/BookedCar');
    expect(doc.paths['/api/v1/blogs'].get.responses['401']).toBeTruthy();
  });

  it('passes redocly lint with the recommended rules: 0 errors, 0 warnings', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, await (await server.fetch('/api/openapi.json')).text());
    try {
      const root = path.resolve(import.meta.dirname, '..', '..');
      const out = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends', 'recommended', '--format', 'json', file],
        { encoding: 'utf8', cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      );
      const report = JSON.parse(out.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('the contract check (a response validator reading /api/openapi.json) catches a drift: an undeclared field, status, type, format or error shape', async () => {
    const car = {
      _id: 'x',
      name: 'Swift',
      price: 1,
      fuel: 'Petrol',
      seat: 5,
      extrafare: 1,
      cartype: 'Hatchback',
      cooling: 'AC',
      selfdrive: 'Self Drive',
      clock: 'Manual',
      location: 'Indore',
      image: 'a.png',
      order: 0,
      isBooked: false,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    expect(await contractProblem('get', '/api/v1/cars/abc', answer(200, car))).toBeNull();
    expect(await contractProblem('get', '/api/v1/cars/abc', answer(200, { ...car, secret: 1 }))).toContain('getCar');
    expect(await contractProblem('get', '/api/v1/cars/abc', answer(409, { message: 'x' }))).toContain('does not declare');
    expect(await contractProblem('get', '/api/v1/cars/abc', answer(404, { error: 'x' }))).toContain('not { message }');
    // The validator reads the document's JSON Schema 2020-12 (Ajv): types, required fields, formats, references.
    expect(await contractProblem('get', '/api/v1/cars/abc', answer(200, { ...car, createdAt: 'yesterday' }))).toContain('format');
    expect(await contractProblem('get', '/api/v1/cars/abc', answer(200, { ...car, price: '1' }))).toContain('must be integer');
    expect(await contractProblem('get', '/api/v1/cars', answer(200, [car, { ...car, isBooked: undefined }]))).toContain('isBooked');
    expect(
      await contractProblem(
        'post',
        '/api/v1/admin/api-keys',
        answer(201, {
          _id: 'k',
          name: 'n',
          scopes: ['catalogue:read'],
          prefix: 'rk_ab',
          createdAt: '2026-11-22T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
          key: 'rk_x',
        }),
      ),
    ).toBeNull();
    expect(await contractProblem('get', '/api/nowhere', answer(404, { message: 'Not found.' }))).toBeNull();
  });

  it('describes every REST route the server answers, and only those', () => {
    // The contract's lookup dispatches every operation (api-routes.ts): no route of Express's own beside the document.
    expect(registeredRoutes(apiRoutes(server.app.services))).toEqual(['get /openapi.json']);
    // Each documented route reaches its own operation: no literal path is shadowed by another's, nor a {param} path by
    // a literal one (a parameter that is not a literal of its neighbours).
    const reached = REST_ROUTES.map(({ method, path }) => {
      const op = operationFor(method, path.replace(/\{\w+\}/g, '0b7e6f0e-2c1a-4c5e-9a51-3f1f0f1f0f1f'));
      return `${op?.method} ${op?.path}`;
    });
    expect(reached).toEqual(REST_ROUTES.map((r) => `${r.method} ${r.path}`));
  });
});
