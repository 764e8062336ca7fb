import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n, startI18n } from '../i18n/i18n';

// Screens read their texts from the catalogues: English, both namespaces, before any test renders.
if (typeof window !== 'undefined') {
  await startI18n('en');
  await i18n.loadNamespaces('site');
}

// Lazy chunks (the admin area) are transformed on first import; on a busy 2-core CI machine (npm test runs this
// suite beside the server's) that can take longer than Testing Library's default 1 s for findBy*. Waiting longer
// costs nothing when things are fast.
configure({ asyncUtilTimeout: 10_000 });

// Most tests book for "today at this time": no lead time, as /config.js would say with MIN_LEAD_MINUTES=0. The lead
// time's own tests pass their settings explicitly (bookingForm.test.ts).
if (typeof window !== 'undefined') (window as { __SITE__?: object }).__SITE__ = { minLeadMinutes: 0 };

afterEach(async () => {
  // Node-environment tests (the codegen check) have no DOM.
  if (typeof window === 'undefined') return;
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  window.sessionStorage.clear();
  window.localStorage.clear();
});
