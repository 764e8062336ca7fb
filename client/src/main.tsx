// Base styles first, so component styles that follow can refine them.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './registerServiceWorker';
import { listenForInstallOffer } from './lib/installPrompt';
import { reloadOnStaleChunk } from './lib/reloadOnStaleChunk';
import { prefetchLanding } from './routes/prefetchLanding';
import { initialLanguage, startI18n } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first lazy import: a tab from before a deploy reloads onto the new build instead of failing.
reloadOnStaleChunk();

prefetchLanding(window.location.hash);

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
const language = initialLanguage();
const i18nReady = startI18n(language);
if (language === 'en') render(root);
else i18nReady.finally(() => render(root));

listenForInstallOffer();
registerServiceWorker();
