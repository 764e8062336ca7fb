import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastContainerProps } from 'react-toastify';
import { loadToastify } from '../lib/toast';

/**
 * The toast area, mounted once the browser is idle after the first paint, with react-toastify fetched then (it is
 * not in the first screen's scripts): the library injects its stylesheet when the container mounts, which restyles
 * the whole page. A toast raised before then waits in react-toastify's queue and shows as soon as the container is
 * there.
 */
export function DeferredToasts() {
  // The live region's name in the page's language (react-toastify's own is English).
  const { t } = useTranslation('shell');
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let live = true;
    const mount = () => {
      void loadToastify().then(({ ToastContainer }) => {
        if (live) setContainer(() => ToastContainer);
      });
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(mount, 0);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    const handle = window.requestIdleCallback(mount, { timeout: 2000 });
    return () => {
      live = false;
      window.cancelIdleCallback(handle);
    };
  }, []);
  return Container ? <Container autoClose={5000} aria-label={t('toasts.region')} /> : null;
}
