import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy chunks (the admin area) are transformed on first import; on a busy 2-core CI machine that can take
// longer than Testing Library's default 1 s for findBy*. Waiting longer costs nothing when things are fast.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Node-environment tests (the codegen check) have no DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
