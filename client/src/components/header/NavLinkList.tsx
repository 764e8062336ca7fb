import { NavLink } from 'react-router-dom';
import { useSession } from '../../session/SessionContext';
import { visibleNavLinks } from './navLinks';

interface Props {
  className: string;
  onNavigate?: () => void;
}

export function NavLinkList({ className, onNavigate }: Props) {
  const { user } = useSession();
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
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
