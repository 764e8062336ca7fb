import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/SessionContext';
import { ProfilePicture } from './ProfilePicture';

/** The signed-in customer's picture with a small menu: Account Settings and Logout. */
export function ProfileMenu() {
  const { user, logout } = useSession();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => { if (event.key === 'Escape') setOpen(false); };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return null;
  return (
    <div className="profile-menu" ref={menuRef}>
      <button type="button" className="profile-menu__toggle" aria-haspopup="menu" aria-expanded={open}
        aria-label="Open profile menu" onClick={() => setOpen((value) => !value)}>
        <ProfilePicture picture={user.profilePic} />
      </button>
      {open && (
        <div className="profile-menu__dropdown" role="menu">
          <p className="profile-menu__name">{user.name}</p>
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>Account Settings</Link>
          <button role="menuitem" type="button" onClick={() => { setOpen(false); logout(); }}>Logout</button>
        </div>
      )}
    </div>
  );
}
