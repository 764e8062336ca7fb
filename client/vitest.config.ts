import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react()],
  resolve: {
    // One graphql copy: codegen (CJS) and Apollo (ESM) must share the same realm.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Above Testing Library's 10 s wait (src/test/setup.ts): a first lazy import on a busy 2-core machine (the suite
    // runs beside the server's) may use most of that wait, and the test must not end before its own find does.
    testTimeout: 30_000,
  },
});
