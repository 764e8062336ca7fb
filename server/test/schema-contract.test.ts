// GraphQL for integrators: every type, field and argument is described, and no breaking change goes unrecorded.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';

const root = path.resolve(import.meta.dirname, '..', '..');
const schemaText = readFileSync(path.join(root, 'schema.graphql'), 'utf8');

/** Every named thing of the schema an integrator reads that has no description. */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!type.description) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
  }
  return missing;
}

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/**
 * The schema this one is compared with: HEAD's schema.graphql when the working copy changed it, else the version
 * before the last commit that changed it. Null without git history (a shallow copy).
 */
function previousSchema(): { text: string; where: string } | null {
  const head = git('show', 'HEAD:schema.graphql');
  if (head !== null && head !== schemaText) return { text: head, where: 'HEAD' };
  const last = git('log', '-1', '--format=%H', '--', 'schema.graphql')?.trim();
  if (!last) return null;
  const before = git('show', `${last}^:schema.graphql`);
  return before === null ? null : { text: before, where: `${last.slice(0, 8)}^` };
}

/** The CHANGELOG section of docs/integrating.md. */
function changelog(): string {
  const readme = readFileSync(path.join(root, 'docs', 'integrating.md'), 'utf8');
  const start = readme.search(/^#+ CHANGELOG\s*$/m);
  if (start < 0) return '';
  const rest = readme.slice(start);
  const next = rest.slice(1).search(/^#{1,3} /m);
  return next < 0 ? rest : rest.slice(0, next + 1);
}

describe('schema.graphql for integrators', () => {
  it('describes every type, field and argument', () => {
    expect(undescribed(buildSchema(schemaText))).toEqual([]);
  });

  it('has no breaking change since the previous version unless the README CHANGELOG records it', async () => {
    const previous = previousSchema();
    if (!previous) return; // no history to compare with (shallow clone)
    const changes = await diff(buildSchema(previous.text), buildSchema(schemaText));
    const log = changelog();
    const unrecorded = changes
      .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
      .filter((c) => !log.includes(`\`${c.path ?? c.message}\``))
      .map((c) => `${c.path}: ${c.message}`);
    expect(
      unrecorded,
      `breaking changes against ${previous.where}: record each in docs/integrating.md's CHANGELOG section as \`path\` with why and what to use instead`,
    ).toEqual([]);
  });

  it('finds breaking changes (the check can fail)', async () => {
    const before = buildSchema('"Q" type Query { "a" a: String "b" b(x: Int): Int }');
    const after = buildSchema('"Q" type Query { "b" b(x: Int!): Int }');
    const breaking = (await diff(before, after)).filter((c) => c.criticality.level === CriticalityLevel.Breaking).map((c) => c.path);
    expect(breaking).toEqual(expect.arrayContaining(['Query.a', 'Query.b.x']));
  });
});
