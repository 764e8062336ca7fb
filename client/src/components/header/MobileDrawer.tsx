import { useRef } from 'react';
import { useOverlay } from '../useOverlay';
import { CloseIcon } from '../icons';
import { NavLinkList } from './NavLinkList';

/** Mirrors the top bar links on small screens. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useOverlay(open, onClose, panel);

  return (
    <div className={open ? 'drawer drawer--open' : 'drawer'} aria-hidden={!open} inert={!open}>
      <div className="drawer__backdrop" onClick={onClose} />
      <div id="mobile-drawer" className="drawer__panel" role="dialog" aria-modal="true" aria-label="Menu" ref={panel} tabIndex={-1}>
        <div className="drawer__head">
          <span className="drawer__title">Menu</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label="Mobile">
          <NavLinkList className="drawer__links" onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
