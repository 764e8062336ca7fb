// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import config from '../../codegen';

const root = path.resolve(import.meta.dirname, '..', '..');
const generatedDir = path.join(root, 'client/src/gql');

describe('generated GraphQL client code', () => {
  it('matches schema.graphql and the documents in client/src (run `npm run codegen -w client`)', async () => {
    const outputs: { filename: string; content: string }[] = await generate({ ...config, cwd: root, silent: true }, false);
    const expected = new Map(outputs.map((file) => [path.resolve(root, file.filename), file.content]));

    const onDisk = readdirSync(generatedDir).map((name) => path.join(generatedDir, name));
    expect(onDisk.sort()).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      expect(readFileSync(file, 'utf8'), `${path.relative(root, file)} is stale`).toBe(content);
    }
  }, 60_000);
});
