import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../useDialog';
import { CloseIcon } from '../icons';
import { NavLinkList } from './NavLinkList';

/** Mirrors the top bar links on small screens: a dialog while open (focus stays in it, Escape closes it). */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { t } = useTranslation('shell');
  const panel = useDialog(open, onClose);

  return (
    <div className={open ? 'drawer drawer--open' : 'drawer'} aria-hidden={!open} inert={!open}>
      <div className="drawer__backdrop" onClick={onClose} />
      <div ref={panel} id="mobile-drawer" className="drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="drawer__head">
          <span className="drawer__title" id={titleId}>
            {t('header.menu')}
          </span>
          <button type="button" className="icon-button" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label={t('header.mobileNav')}>
          <NavLinkList className="drawer__links" onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
