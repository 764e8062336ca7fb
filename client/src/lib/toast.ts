import type { ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');
let loading: Promise<Toastify> | null = null;
const waiting: ((toastify: Toastify) => void)[] = [];

/** react-toastify, fetched on first use: no screen needs it for its first paint (issue 23). */
export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import('react-toastify');
    void loading.then((toastify) => {
      for (const resolve of waiting.splice(0)) resolve(toastify);
    });
  }
  return loading;
}

/**
 * react-toastify once some code asked for it (a toast, or the admin area, whose screens import it): the toast area
 * (components/DeferredToasts.tsx) mounts then, so a page that raises no toast never downloads it (issue 33).
 */
export function whenToastifyWanted(): Promise<Toastify> {
  return loading ?? new Promise((resolve) => waiting.push(resolve));
}

type Kind = 'error' | 'success' | 'info' | 'warn';
const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  // Called as the caller called it: no `undefined` options argument where none was given.
  void loadToastify().then(({ toast }) => (options === undefined ? toast[kind](message) : toast[kind](message, options)));
};

/**
 * react-toastify's `toast` for code on the first screens (the session's expiry notice, the car listing): the library
 * loads with the first toast; until the toast area mounts (components/DeferredToasts.tsx) it waits in its queue.
 */
export const toast = { error: show('error'), success: show('success'), info: show('info'), warn: show('warn') };
