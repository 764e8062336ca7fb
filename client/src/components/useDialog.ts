import { useEffect, useRef } from 'react';
import type { FocusTrap } from 'focus-trap';
import { OVERLAY_OPEN_CLASS, useBodyClass } from './useBodyClass';

interface Options {
  /** The page behind does not scroll (full-screen dialogs, the drawer); a dropdown leaves it. */
  lockScroll?: boolean;
}

/** Focus was in the dialog, or is lost with it (on the body): it may go back to the opener. */
function focusLeftFor(container: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || container.contains(active);
}

/**
 * While `open`, the returned ref's element is a dialog for the keyboard: Tab and Shift+Tab stay inside it, Escape
 * calls `onClose`, and on close focus goes back to the element that had it when the dialog opened (the button that
 * opened it). Which elements can take focus (hidden, disabled, inert, tabindex, radio groups...) is focus-trap's
 * work, a small and well-kept library; this hook only ties it to React. focus-trap is loaded on the first opening,
 * so the header's drawer and bell keep it out of the first load; Escape and the return work before it arrives.
 * Clicks outside are let through: a backdrop or an outside press closes the dialog through its own handler.
 */
export function useDialog<T extends HTMLElement = HTMLDivElement>(open: boolean, onClose: () => void, { lockScroll = true }: Options = {}) {
  const ref = useRef<T>(null);
  const close = useRef(onClose);
  useBodyClass('no-scroll', open && lockScroll);
  // Whether or not the page scrolls behind it, nothing fixed covers an open dialog.
  useBodyClass(OVERLAY_OPEN_CLASS, open);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return undefined;
    const opener = document.activeElement;
    let trap: FocusTrap | null = null;
    let closed = false;
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closed) return;
      trap = createFocusTrap(container, {
        escapeDeactivates: false,
        allowOutsideClick: true,
        fallbackFocus: container,
        // A press that focused something outside (a field, when a dropdown closes) leaves focus there.
        setReturnFocus: (previous) => (focusLeftFor(container) ? previous : false),
      });
      trap.activate();
    });
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      closed = true;
      document.removeEventListener('keydown', closeOnEscape);
      if (trap) trap.deactivate();
      else if (opener instanceof HTMLElement && focusLeftFor(container)) opener.focus();
    };
  }, [open]);

  return ref;
}
