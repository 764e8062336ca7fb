import type { CodegenConfig } from '@graphql-codegen/cli';

// Paths are relative to the repository root: `npm run codegen -w client` runs from there, and the
// staleness test (client/src/codegen.stale.test.ts) passes the root as `cwd`.
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        // Named apart from Apollo's own useFragment hook.
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        scalars: { Upload: 'File', DateTime: 'string' },
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
