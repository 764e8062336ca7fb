import { useCallback, useState } from 'react';
import { useCloseOnOutside } from '../useCloseOnOutside';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { ProfilePicture } from './ProfilePicture';

/** The signed-in customer's picture with a small menu: My Bookings, Account Settings and Logout. */
export function ProfileMenu() {
  const { user, logout } = useSession();
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuRef = useCloseOnOutside(open, close);

  if (!user) return null;
  return (
    <div className="profile-menu" ref={menuRef}>
      <button
        type="button"
        className="profile-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.openProfileMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <ProfilePicture picture={user.profilePic} />
      </button>
      {open && (
        <div className="profile-menu__dropdown" role="menu">
          <p className="profile-menu__name">{user.name}</p>
          <Link role="menuitem" to="/bookings" onClick={() => setOpen(false)}>
            {t('header.myBookings')}
          </Link>
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            {t('nav.profile')}
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            {t('header.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
