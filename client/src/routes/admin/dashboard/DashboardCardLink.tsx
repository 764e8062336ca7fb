import { Link } from 'react-router-dom';
import type { DashboardCard } from './dashboardCards';

/** A card's link: a route, or a smooth scroll to a section of the dashboard (hash routing owns the URL's #). */
export function DashboardCardLink({ card }: { card: DashboardCard }) {
  if (!card.to.startsWith('#'))
    return (
      <Link className="dashboard-card__link" to={card.to}>
        {card.linkText}
      </Link>
    );
  const id = card.to.slice(1);
  return (
    <a
      className="dashboard-card__link"
      href="#/admin/dashboard"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }}
    >
      {card.linkText}
    </a>
  );
}
