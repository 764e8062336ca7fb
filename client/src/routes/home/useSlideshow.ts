import { useCallback, useEffect, useState } from 'react';

function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

/** Advances every `intervalMs` and wraps; hovering pauses it, but only on devices that can hover. */
export function useSlideshow(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Stopped by the visitor's pause button (WCAG 2.2.2), or from the start for those who prefer reduced motion.
  const [stopped, setStopped] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const toggleStopped = useCallback(() => setStopped((s) => !s), []);
  // The first slide stays while the page is still loading: slides start moving once it has loaded (a phone on a
  // slow connection spends its first seconds on the page, not on animating pictures it is still fetching).
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  useEffect(() => {
    if (!loaded || paused || stopped || count < 2) return;
    // Restarting the timer on every change gives a full interval after a manual move too.
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [index, loaded, paused, stopped, count, intervalMs, next]);

  const hoverHandlers = {
    onMouseEnter: () => {
      if (canHover()) setPaused(true);
    },
    onMouseLeave: () => setPaused(false),
    // Keyboard users reading a slide are not interrupted either.
    onFocus: () => setPaused(true),
    onBlur: (event: { currentTarget: Element; relatedTarget: Element | null }) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
    },
  };
  return { index, go, next, previous, paused, stopped, toggleStopped, hoverHandlers };
}
