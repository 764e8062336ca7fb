import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloseButtonProps, ToastContainerProps } from 'react-toastify';
import { whenToastifyWanted } from '../lib/toast';

/**
 * The toast area, mounted once some code wants react-toastify (the first toast, through lib/toast.ts, or the admin
 * area): a page that raises no toast never downloads the library (issue 33: it was 9 kB of the home page's bytes),
 * and it injects its stylesheet, which restyles the whole page, only then. A toast raised before the container is
 * there waits in react-toastify's queue and shows as soon as it is.
 */
export function DeferredToasts() {
  // The live region's name in the page's language (react-toastify's own is English).
  const { t } = useTranslation('shell');
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let live = true;
    void whenToastifyWanted().then(({ ToastContainer }) => {
      if (live) setContainer(() => ToastContainer);
    });
    return () => {
      live = false;
    };
  }, []);
  const area = useProgressBarsNamed(t('toasts.timer'), Container !== null);
  const close = ({ closeToast, theme }: CloseButtonProps) => <CloseToast label={t('toasts.close')} theme={theme} onClose={closeToast} />;
  return Container ? (
    <div ref={area} style={{ display: 'contents' }}>
      <Container autoClose={5000} aria-label={t('toasts.region')} closeButton={close} />
    </div>
  ) : null;
}

/**
 * react-toastify names each toast's progress bar "notification timer" and takes no label for it: every bar that
 * appears inside the area is given `label` (the page's language) instead, and again when the language changes.
 */
function useProgressBarsNamed(label: string, mounted: boolean) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!mounted || !element) return;
    const name = () => {
      for (const bar of element.querySelectorAll('[role="progressbar"]'))
        if (bar.getAttribute('aria-label') !== label) bar.setAttribute('aria-label', label);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [label, mounted]);
  return area;
}

/**
 * react-toastify's close button, named in the page's language: the library names its own "close" and takes no
 * label for it, so this is its markup (class names and icon) with the catalogue's name.
 */
function CloseToast({ label, theme, onClose }: { label: string; theme: string; onClose: (removedByUser?: boolean) => void }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClose(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
