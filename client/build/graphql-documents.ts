// Each generated GraphQL document goes with the screen that uses it. The client preset's `graphql(`...`)` looks the
// source text up in one map of every document of the app (src/gql/gql.ts), so any screen that asked for one
// document loaded all of them (a 133 kB chunk, issue 33). At build time this plugin replaces each call with the
// document it returns (the same object codegen wrote to src/gql/graphql.ts), so the map is never imported and each
// document lands in the chunk of the module that declares it. Tests and the dev server keep the map (same objects,
// same behaviour); a call whose document codegen has not written fails the build (run `npm run codegen`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const GENERATED = path.join(SRC, 'gql', 'graphql.ts');
/** `graphql(` then one template literal without substitutions (`$id` is a variable, `${` would substitute), `)`. */
export const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;

/** The documents codegen wrote, by their first definition: `query Blogs` → the BlogsDocument object's JSON text. */
export function generatedDocuments(source = readFileSync(GENERATED, 'utf8')): Map<string, string> {
  const byName = new Map<string, string>();
  for (const m of source.matchAll(/^export const \w+ = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm)) {
    const first = (JSON.parse(m[1]) as { definitions: { kind: string; name?: { value: string } }[] }).definitions[0];
    if (first.name) byName.set(`${first.kind}:${first.name.value}`, m[1]);
  }
  return byName;
}

/** The key of the document a `graphql()` source text declares (its first definition). */
export function documentKey(text: string): string {
  const first = parse(text).definitions[0];
  if ((first.kind !== Kind.OPERATION_DEFINITION && first.kind !== Kind.FRAGMENT_DEFINITION) || !first.name) {
    throw new Error(`graphql() needs a named operation or fragment first:\n${text}`);
  }
  return `${first.kind}:${first.name.value}`;
}

/** `code` with every `graphql(`...`)` call replaced by its generated document; null when it has none. */
export function inlineDocuments(code: string, documents: Map<string, string>, id = ''): string | null {
  if (!code.includes('graphql(')) return null;
  let changed = false;
  const out = code.replace(CALL, (_call, text: string) => {
    const json = documents.get(documentKey(text));
    if (!json) throw new Error(`${id}: no generated document for ${documentKey(text)}; run npm run codegen`);
    changed = true;
    return json;
  });
  return changed ? out : null;
}

export function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: 'indore-drive:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments();
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(SRC) || !/\.tsx?$/.test(file)) return null;
      // The generated modules only declare things: once no call needs the map, nothing of them need stay (not even
      // an empty chunk every screen would import).
      if (file.startsWith(path.join(SRC, 'gql'))) return { code, map: null, moduleSideEffects: false };
      const out = inlineDocuments(code, documents ?? generatedDocuments(), file);
      return out === null ? null : { code: out, map: null };
    },
  };
}
