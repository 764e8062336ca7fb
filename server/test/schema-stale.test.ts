// schema.graphql at the repository root is emitted from the code and committed (DESIGN.md): fail when it is stale.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAppSchema, printAppSchema } from '../src/graphql/schema.js';

const file = path.resolve(import.meta.dirname, '..', '..', 'schema.graphql');

describe('schema.graphql', () => {
  it('matches the schema built from the code', async () => {
    const fromCode = printAppSchema(await buildAppSchema());
    expect(existsSync(file), `${file} is missing: run \`npm run codegen\` and commit it`).toBe(true);
    const committed = readFileSync(file, 'utf8');
    if (committed !== fromCode) {
      const a = committed.split('\n');
      const b = fromCode.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      expect.fail(
        `schema.graphql is stale: run \`npm run codegen\` (it rewrites schema.graphql and the client's generated code) and commit both.\n` +
          `first difference at line ${line + 1}:\n  committed: ${a[line] ?? '(end of file)'}\n  from code: ${b[line] ?? '(end of file)'}`,
      );
    }
  });
});
