import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The first render is a transition (main.tsx: rendered in slices, yielding to the browser), so the address can change
 * between HashRouter reading it and HashRouter listening for changes (its layout effect): back, forward, an edit of
 * the address bar during a slow start were lost, the URL on one screen and the page on another (issue 32). Once the
 * first commit's effects have run (the router listens from its layout effect, which runs before this passive one), the
 * router catches up with the address as it is now; any later change reaches its listener.
 */
export function CatchUpWithAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit; later changes reach the router's own listener.
  useEffect(() => {
    const address = window.location.hash.replace(/^#/, '') || '/';
    if (address !== `${location.pathname}${location.search}${location.hash}`) navigate(address, { replace: true });
  }, []);
  return null;
}
