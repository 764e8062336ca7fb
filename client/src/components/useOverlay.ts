import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), '
  + 'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert], [hidden]'));
}

/**
 * While `open`, Tab and Shift+Tab stay inside `ref`'s element, which gets the focus (its first control, or itself),
 * and on close the focus goes back to what had it before, unless the person has moved it elsewhere. Written here
 * rather than with focus-trap and tabbable: the header's drawer and bell use it, and they are in the first load,
 * whose bytes have a budget.
 */
export function useFocusTrap(open: boolean, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!root.contains(document.activeElement)) (focusablesIn(root)[0] ?? root).focus();
    const keepInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      const active = document.activeElement;
      const first = items[0] ?? root;
      const last = items[items.length - 1] ?? root;
      const leaving = !root.contains(active) || (event.shiftKey ? active === first || active === root : active === last);
      if (!leaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    document.addEventListener('keydown', keepInside);
    return () => {
      document.removeEventListener('keydown', keepInside);
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || root.contains(active))) opener.focus();
    };
  }, [open, ref]);
}

/**
 * While an overlay (dialog, drawer) is open: Escape closes it, the page behind does not scroll, and, given the
 * overlay's element, the focus is trapped in it and returned on close.
 */
export function useOverlay(open: boolean, onClose: () => void, ref?: RefObject<HTMLElement | null>): void {
  // The latest onClose, so that a parent's new function each render does not re-run the effects.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => { if (event.key === 'Escape') close.current(); };
    document.addEventListener('keydown', closeOnEscape);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.classList.remove('no-scroll');
    };
  }, [open]);
  useFocusTrap(open, ref ?? NO_ELEMENT);
}

const NO_ELEMENT: RefObject<HTMLElement | null> = { current: null };
