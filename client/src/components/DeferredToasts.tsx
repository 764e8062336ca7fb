import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk: react-toastify is not part of the first load (issue 24 made room for the translations).
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/**
 * The toast area, mounted once the browser is idle after the first paint: react-toastify injects its stylesheet
 * when the container mounts, which restyles the whole page. A toast raised before then waits in react-toastify's
 * queue and shows as soon as the container is there.
 */
export function DeferredToasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setReady(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToastContainer autoClose={5000} />
    </Suspense>
  ) : null;
}
