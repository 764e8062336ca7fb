import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { PageLoading } from '../../../components/PageLoading';
import { QueryCell, QueryFailure } from '../../../components/QueryCell';
import { DASHBOARD_CARDS } from './dashboardCards';
import { DashboardCardLink } from './DashboardCardLink';
import './dashboard.css';

/** The figures refresh this often while the dashboard is open. */
export const DASHBOARD_REFRESH_MS = 15_000;

export const adminDashboardDocument = graphql(`
  query AdminDashboard {
    adminDashboard {
      pendingBookings
      todaysPickups
      todaysDropoffs
      carsBooked
      carsAvailable
      newContactMessages
      pendingReviews
      lastBackupAt
    }
  }
`);

/** "Last backup: 22 Nov 2026, 7:30 pm" in the city's time, or "Last backup: never". */
export function lastBackupText(at: string | null | undefined): string {
  if (!at) return 'Last backup: never';
  return `Last backup: ${new Date(at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })}`;
}

/** The dashboard's figures: loading, failure (with Retry), and the cards; a failed refresh keeps the last figures. */
export function DashboardStats() {
  const { data, previousData, error, refetch } = useQuery(adminDashboardDocument, {
    pollInterval: DASHBOARD_REFRESH_MS,
    notifyOnNetworkStatusChange: false,
  });
  const figures = (data ?? previousData)?.adminDashboard;

  return (
    <QueryCell
      data={figures}
      error={error}
      loading={<PageLoading label="Loading dashboard..." />}
      failure={
        <QueryFailure
          message="Failed to load the dashboard."
          retry={refetch}
          className="dashboard-failed"
          retryClassName="btn btn--primary"
        />
      }
    >
      {(figures) => (
        <>
          {error && (
            <p className="dashboard-stale" role="status">
              Could not refresh the figures; showing the last ones.
            </p>
          )}
          <ul className="dashboard-cards" aria-label="Overview">
            {DASHBOARD_CARDS.map((card) => (
              <li key={card.figure} className={`dashboard-card dashboard-card--${card.tone}`}>
                <p className="dashboard-card__value">{figures[card.figure]}</p>
                <p className="dashboard-card__label">{card.label}</p>
                <DashboardCardLink card={card} />
              </li>
            ))}
          </ul>
          <p className="dashboard-backup">{lastBackupText(figures.lastBackupAt as string | null | undefined)}</p>
        </>
      )}
    </QueryCell>
  );
}
