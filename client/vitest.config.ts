import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

/**
 * Files that need a module graph of their own: they mock modules (vi.mock), or count what a module does the first
 * time it loads (the deferred toasts, the start's route race, the session-expiry link), which files before them
 * would already have done. The other files share one (`isolate: false`): importing React, Apollo and the screens
 * anew for each of ~80 files cost about 5 minutes of a 2-core CI machine's CPU, against about 1 shared.
 */
const OWN_MODULES = [
  'src/apollo/sessionExpiry.test.tsx',
  'src/components/DeferredToasts.test.tsx',
  'src/components/header/Header.test.tsx',
  'src/routes/CatchUpWithAddress.test.tsx',
  'src/routes/admin/editblogs/EditBlogsPage.test.tsx',
  'src/routes/admin/trips/TripsPage.test.tsx',
  'src/routes/admin/user/UsersPage.test.tsx',
  'src/routes/blogs/BlogDetailPage.test.tsx',
  'src/routes/blogs/BlogsPage.test.tsx',
  'src/routes/bookings/BookingsPage.test.tsx',
  'src/routes/home/QuickBookingForm.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // One graphql copy: codegen (CJS) and Apollo (ESM) must share the same realm.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Above Testing Library's 10 s wait (src/test/setup.ts): a first lazy import on a busy 2-core machine (the suite
    // runs beside the server's) may use most of that wait, and the test must not end before its own find does.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
});
