import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql module for type-graphql, Apollo and the tests (STACK.md gotcha 3).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Every REST answer of the suite is checked against the OpenAPI document's operations.
    setupFiles: ['test/support/contract-check.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The test files of a worker share its process and its imported app: importing the whole server anew for each of
    // ~95 files cost about 5 s of CPU each (half the suite's time on a 2-core machine). Files start their own server
    // and database; what is process-wide (the metrics registry) is reset by the file that counts it.
    isolate: false,
    // Two cores: two test files at a time, each with its own database on the shared cluster.
    maxWorkers: 2,
  },
});
