import { useOverlay } from '../useOverlay';
import { CloseIcon } from '../icons';
import { NavLinkList } from './NavLinkList';

/** Mirrors the top bar links on small screens. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  useOverlay(open, onClose);

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
