import { defineConfig } from 'vitest/config';

// End-to-end: the built app started once (global-setup.ts), driven by playwright-core in Chromium.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // One app and one database for the run: files run one after another.
    fileParallelism: false,
    // Tests marked concurrent (the phone-fit crawls) run two at a time: one per core of a CI machine.
    maxConcurrency: 2,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Build (when stale) + database start happen in the global setup.
    teardownTimeout: 60_000,
  },
});
