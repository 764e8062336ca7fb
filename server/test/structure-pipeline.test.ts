import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 19, step 1: one request pipeline (src/pipeline) and thin transport adapters (src/transports).
const src = path.resolve(import.meta.dirname, '../src');
const lines = (file: string) => readFileSync(path.join(src, file), 'utf8').split('\n').length - 1;
const tsFiles = (dir: string) => readdirSync(path.join(src, dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const text = (file: string) => readFileSync(path.join(src, file), 'utf8');

describe('the request pipeline, structurally', () => {
  it('app.ts only composes, in under 100 lines', () => {
    expect(lines('app.ts')).toBeLessThan(100);
  });

  it('each transport adapter is under 100 lines and its entry takes one options object', () => {
    const adapters = tsFiles('transports');
    expect(adapters).toEqual(expect.arrayContaining(['rest.ts', 'graphql-http.ts', 'graphql-ws.ts', 'health.ts']));
    for (const file of adapters) {
      expect({ file, lines: lines(`transports/${file}`) }).toEqual({ file, lines: expect.toSatisfy((n: number) => n < 100) });
      // Every exported function takes a single destructured options object.
      for (const [, params] of text(`transports/${file}`).matchAll(/export (?:async )?function \w+\(([^)]*)\)/g)) {
        expect({ file, params }).toEqual({ file, params: expect.stringMatching(/^\{[^}]*\}: \w+$/) });
      }
    }
  });

  it('the caller is read in one place: no transport or HTTP file reads a token or an API key into a caller itself', () => {
    const readers = ['app.ts', ...tsFiles('transports').map((f) => `transports/${f}`), ...tsFiles('http').map((f) => `http/${f}`)].filter(
      (file) => /import \{[^}]*\bidentify\b[^}]*\} from '[^']*auth\/access|\.(callerFor|isLive|verify)\(/.test(text(file)),
    );
    expect(readers).toEqual([]);
  });

  it('one input guard, one partner gate entry for GraphQL, one 503 mapping', () => {
    const all = (dir: string): string[] =>
      readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((d) =>
        d.isDirectory()
          ? all(path.join(dir, d.name))
          : d.name.endsWith('.ts') && !d.name.endsWith('.test.ts')
            ? [path.join(dir, d.name)]
            : [],
      );
    const files = all('.');
    const defining = (pattern: RegExp) => files.filter((f) => pattern.test(text(f)));
    expect(defining(/export (const|function) (cleanInput|guardArguments|assertCleanRequest)\b/)).toEqual(['pipeline/gate.ts']);
    expect(defining(/gatePartnerOperation\(/).sort()).toEqual(['modules/partners/partner-gate.ts', 'pipeline/gate.ts']);
    // The Retry-After header is written by the mapper's file alone (REST, raw node:http and GraphQL over HTTP).
    expect(defining(/['"]retry-after['"]\s*,/i).sort()).toEqual(['http/errors.ts']);
  });
});

describe('an edge without features (issue 30)', () => {
  it("no file under pipeline/, transports/ or http/ names a module's operation (REST operationId or GraphQL root field)", async () => {
    const { OPERATIONS } = await import('../src/http/contract/operations.js');
    const sdl = readFileSync(path.join(src, '..', '..', 'schema.graphql'), 'utf8');
    const rootFields = [...sdl.matchAll(/^type (?:Query|Mutation|Subscription) \{([^}]*)\}/gm)].flatMap(([, body]) =>
      [...body.matchAll(/^ {2}(\w+)[(:]/gm)].map((m) => m[1]),
    );
    expect(rootFields).toEqual(expect.arrayContaining(['startTrip', 'endTrip', 'cars']));
    const names = new Set([...OPERATIONS.map((op) => op.operationId), ...rootFields]);
    const edge = ['pipeline', 'transports', 'http'].flatMap((dir) =>
      readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => `${dir}/${f}`),
    );
    const offenders = edge.flatMap((file) =>
      [...text(file).matchAll(/['"](\w+)['"]/g)].filter(([, word]) => names.has(word)).map(([, word]) => `${file}: ${word}`),
    );
    expect(offenders).toEqual([]);
  });
});
