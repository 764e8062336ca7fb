// The browser's offer to install the app (beforeinstallprompt), caught as early as possible and kept for the
// /download-app screen's 'Install the app' button.
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    listeners.forEach((l) => l());
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    listeners.forEach((l) => l());
  });
}

export function canInstall(): boolean {
  return offer !== null;
}

export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function install(): Promise<boolean> {
  if (!offer) return false;
  const used = offer;
  offer = null;
  listeners.forEach((l) => l());
  await used.prompt();
  return (await used.userChoice).outcome === 'accepted';
}
