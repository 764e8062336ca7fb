import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNearScreen } from './useNearScreen';

// The first seconds after load belong to the first screen: the rest comes after this quiet spell (a reader who
// scrolls gets each part as it comes near, at once).
const AFTER_LOAD_MS = 5000;

/** True once the page has loaded, AFTER_LOAD_MS have passed and the browser then had a moment free (at most `timeoutMs` later). */
export function useIdleAfterLoad(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const afterLoad = () => {
      const timer = setTimeout(whenIdle, AFTER_LOAD_MS);
      cancel = () => clearTimeout(timer);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = setTimeout(() => setIdle(true), 0);
        cancel = () => clearTimeout(timer);
        return;
      }
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(handle);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancel();
    };
  }, [timeoutMs]);
  return idle;
}

/**
 * A part of a long page rendered only when it comes near the screen, or else 5 s after the page has loaded, once the
 * browser is idle (each such part in its own idle moment): a phone's first seconds go to the
 * first screen (issue 23), and the whole page is there soon after for those who read it without scrolling (search
 * engines, assistive technology). A box of about its size holds its place meanwhile.
 */
export function NearScreen({ children, minHeight = 600 }: { children: ReactNode; minHeight?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const idle = useIdleAfterLoad();
  if (near || idle) return <>{children}</>;
  return <div ref={box} style={{ minHeight }} aria-hidden="true" />;
}
