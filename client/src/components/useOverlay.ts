import { useEffect } from 'react';

/** While an overlay (dialog, drawer) is open: Escape closes it and the page behind does not scroll. */
export function useOverlay(open: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => { if (event.key === 'Escape') onClose(); };
    document.addEventListener('keydown', closeOnEscape);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.classList.remove('no-scroll');
    };
  }, [open, onClose]);
}
