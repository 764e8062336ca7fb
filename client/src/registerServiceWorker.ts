/// <reference types="vite-plugin-pwa/client" />
// The service worker (vite-plugin-pwa, workbox): registered after the page has loaded, so it never competes with
// the first paint. autoUpdate: a new version takes over and the page reloads onto it.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
