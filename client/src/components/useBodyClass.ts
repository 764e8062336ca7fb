import { useEffect } from 'react';

/** The body class of an open dialog or dropdown: the fixed contact buttons hide under it (styles/global.css). */
export const OVERLAY_OPEN_CLASS = 'overlay-open';

// How many open holders each class has: a dropdown and a dialog open together must not take it from each other.
const holders = new Map<string, number>();

/** While `active`, the page's body carries `className`. */
export function useBodyClass(className: string, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    holders.set(className, (holders.get(className) ?? 0) + 1);
    document.body.classList.add(className);
    return () => {
      const left = (holders.get(className) ?? 1) - 1;
      if (left > 0) {
        holders.set(className, left);
        return;
      }
      holders.delete(className);
      document.body.classList.remove(className);
    };
  }, [className, active]);
}
