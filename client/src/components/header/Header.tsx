import { lazy, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/SiteContext';
import { useSession } from '../../session/SessionContext';
import { CarIcon, MenuIcon } from '../icons';
import { HeaderSearch } from './HeaderSearch';
import { NavLinkList } from './NavLinkList';
import { MobileDrawer } from './MobileDrawer';
import { WithApollo } from '../../apollo/WithApollo';
import { ProfileMenu } from './ProfileMenu';
import { LanguageSwitch } from './LanguageSwitch';
import './header.css';

// Only signed-in customers see the bell: it loads (with Apollo) when needed.
const NotificationBell = lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })));
const ProfileLanguage = lazy(() => import('./ProfileLanguage').then((m) => ({ default: m.ProfileLanguage })));

/**
 * Keeps `--site-header-height` on <html> at the sticky header's height, which wraps to one, two or three rows by width,
 * language and session. global.css's scroll-padding-top reads it, so an element focused with Tab or Shift+Tab is
 * scrolled into view below the header rather than under it (WCAG 2.4.11, focus not obscured).
 */
function useStickyHeightVariable(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--site-header-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, [header]);
}

export function Header() {
  const { siteName } = useSite();
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname]);
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeightVariable(headerRef);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__bar container">
        <Link to="/" className="brand" aria-label={t('header.home', { siteName })}>
          <span className="brand__mark">
            <CarIcon size={22} />
          </span>
          <span className="brand__name">{siteName}</span>
        </Link>
        <div className="site-header__search">
          <HeaderSearch />
        </div>
        <div className="site-header__actions">
          <LanguageSwitch />
          {/* Slots: the bell belongs to the notifications feature, the menu to the session. */}
          {user && (
            <WithApollo>
              <NotificationBell />
              <ProfileLanguage />
            </WithApollo>
          )}
          <ProfileMenu />
          <button
            type="button"
            className="site-header__hamburger"
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>
      <nav className="site-nav" aria-label={t('header.mainNav')}>
        <div className="container">
          <NavLinkList className="site-nav__links" />
        </div>
      </nav>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
