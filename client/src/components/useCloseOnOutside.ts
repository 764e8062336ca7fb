import { useEffect, useRef } from 'react';
import { OVERLAY_OPEN_CLASS, useBodyClass } from './useBodyClass';

/** While `open`, a press outside the returned ref's element or the Escape key calls `close` (menus, dropdowns). */
export function useCloseOnOutside<T extends HTMLElement = HTMLDivElement>(open: boolean, close: () => void) {
  const ref = useRef<T>(null);
  // An open menu is not covered by the fixed contact buttons either.
  useBodyClass(OVERLAY_OPEN_CLASS, open);
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, close]);
  return ref;
}
