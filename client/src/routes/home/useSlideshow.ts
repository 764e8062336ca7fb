import { useCallback, useEffect, useState } from 'react';

function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

/** Advances every `intervalMs` and wraps; hovering pauses it, but only on devices that can hover. */
export function useSlideshow(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    // Restarting the timer on every change gives a full interval after a manual move too.
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs, next]);

  const hoverHandlers = {
    onMouseEnter: () => { if (canHover()) setPaused(true); },
    onMouseLeave: () => setPaused(false),
  };
  return { index, go, next, previous, paused, hoverHandlers };
}
