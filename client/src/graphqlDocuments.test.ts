import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL, generatedDocuments, inlineDocuments } from '../build/graphql-documents';
import { graphql } from './gql';

// The build replaces every `graphql(`...`)` call with its generated document (build/graphql-documents.ts), so a
// screen loads only its own documents. The replacement must be exactly what the call answers at run time.
const SRC = import.meta.dirname;
const lookUp = graphql as unknown as (source: string) => unknown;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'gql') yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

describe('GraphQL documents inlined at build time', () => {
  const documents = generatedDocuments();

  it('replace every graphql() call of the app with the document the call answers at run time', () => {
    let calls = 0;
    for (const file of sources(SRC)) {
      const code = readFileSync(file, 'utf8');
      for (const [, text] of code.matchAll(CALL)) {
        const inlined = inlineDocuments(`graphql(\`${text}\`)`, documents, file);
        expect(inlined, file).not.toBeNull();
        expect(JSON.parse(inlined as string), file).toEqual(lookUp(text));
        calls += 1;
      }
      // No call the pattern misses (a substitution or a plain string): it would keep the whole map in the build.
      expect(code.match(/\bgraphql\(/g)?.length ?? 0, file).toBe([...code.matchAll(CALL)].length);
    }
    expect(calls).toBeGreaterThan(50);
  });

  it('fails the build on a document codegen has not written', () => {
    expect(() => inlineDocuments('graphql(`query NotGenerated { cars { id } }`)', documents, 'x.ts')).toThrow(/npm run codegen/);
  });
});
