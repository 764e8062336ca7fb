import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  // Node-environment tests (the codegen check) have no DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  window.sessionStorage.clear();
});
