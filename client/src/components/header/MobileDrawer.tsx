import { useEffect } from 'react';
import { CloseIcon } from '../icons';
import { NavLinkList } from './NavLinkList';

/** Mirrors the top bar links on small screens. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
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

  return (
    <div className={open ? 'drawer drawer--open' : 'drawer'} aria-hidden={!open} inert={!open}>
      <div className="drawer__backdrop" onClick={onClose} />
      <nav id="mobile-drawer" className="drawer__panel" aria-label="Mobile">
        <div className="drawer__head">
          <span className="drawer__title">Menu</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <NavLinkList className="drawer__links" onNavigate={onClose} />
      </nav>
    </div>
  );
}
