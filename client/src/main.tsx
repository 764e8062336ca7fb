// Base styles first, so component styles that follow can refine them.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './registerServiceWorker';
import { listenForInstallOffer } from './lib/installPrompt';
import { reloadOnStaleChunk } from './lib/reloadOnStaleChunk';
import { prefetchLanding } from './routes/prefetchLanding';
import { i18n, initialLanguage, startI18n } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first lazy import: a tab from before a deploy reloads onto the new build instead of failing.
reloadOnStaleChunk();

const landing = prefetchLanding(window.location.hash);

// A transition: React renders the first screen in slices of a few milliseconds and yields between them, so the
// phone's main thread is never blocked for long (Lighthouse's total blocking time) while the page builds.
function render(rootElement: HTMLElement) {
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// English paints at once (its first-paint texts are bundled); Hindi waits for its catalogues (one small chunk each),
// so the first paint is already in Hindi. If they fail to load, the keys' English shell still renders.
// Landing on a screen of its own (the car listing, the blogs...), React's first render also waits for that screen's
// chunk and texts (index.html's top bar is already painted): it then commits the screen itself, not a loading state
// whose replacement React would hold back up to 300 ms (its Suspense throttle). At most LANDING_WAIT_MS.
const LANDING_WAIT_MS = 3000;
const language = initialLanguage();
const i18nReady = startI18n(language);
const ready = landing ? [i18nReady, i18n.loadNamespaces('site'), landing] : language === 'en' ? [] : [i18nReady];
if (ready.length === 0) render(root);
else {
  const latest = new Promise((resolve) => setTimeout(resolve, LANDING_WAIT_MS));
  void Promise.race([Promise.allSettled(ready), latest]).then(() => render(root));
}

listenForInstallOffer();
registerServiceWorker();
