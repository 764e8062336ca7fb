import type { ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');
let loading: Promise<Toastify> | null = null;

/** react-toastify, fetched on first use: no screen needs it for its first paint (issue 23). */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify');
  return loading;
}

type Kind = 'error' | 'success' | 'info' | 'warn';
const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  void loadToastify().then(({ toast }) => toast[kind](message, options));
};

/**
 * react-toastify's `toast` for code on the first screens (the session's expiry notice, the car listing): the library
 * loads with the first toast; until the toast area mounts (components/DeferredToasts.tsx) it waits in its queue.
 */
export const toast = { error: show('error'), success: show('success'), info: show('info'), warn: show('warn') };
