import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionContext';
import { visibleNavLinks } from './navLinks';

interface Props {
  className: string;
  onNavigate?: () => void;
}

export function NavLinkList({ className, onNavigate }: Props) {
  const { user } = useSession();
  const { t } = useTranslation('shell');
  return (
    <ul className={className}>
      {visibleNavLinks(Boolean(user)).map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => (isActive ? 'nav-link nav-link--active' : 'nav-link')}
          >
            {t(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
