import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionContext';
import { useSite } from '../../site/SiteContext';
import { ADMIN_NAV } from './adminNav';
import { PendingAlarm } from './bookings/PendingAlarm';

export function AdminLayout() {
  const { siteName } = useSite();
  const { clearAdminToken } = useSession();
  const navigate = useNavigate();

  const logout = () => {
    clearAdminToken();
    navigate('/');
  };

  return (
    <div className="admin-shell">
      <aside className="admin-sidebar">
        <p className="admin-sidebar__brand">{siteName} Admin</p>
        <nav aria-label="Admin">
          <ul>
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? 'admin-link admin-link--active' : 'admin-link')}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="admin-link admin-link--logout" onClick={logout}>
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className="admin-main">
        <PendingAlarm />
        <Outlet />
      </main>
    </div>
  );
}
