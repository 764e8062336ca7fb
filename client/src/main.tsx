// Base styles first, so component styles that follow can refine them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerServiceWorker } from './registerServiceWorker';
import { listenForInstallOffer } from './lib/installPrompt';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

listenForInstallOffer();
registerServiceWorker();
