import { useState } from 'react';
import { BookingsPanel } from './BookingsPanel';
import { QuickBookingsPanel } from './QuickBookingsPanel';
import '../../../components/data-table.css';
import './admin-bookings.css';

const TABS = [
  { key: 'bookings', label: 'Bookings' },
  { key: 'quick', label: 'Quick Bookings' },
] as const;

/** All Bookings (SPEC.md section 2) on the dashboard, with a second tab for the home page's quick bookings. */
export function AllBookings() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('bookings');
  return (
    <section className="admin-bookings" aria-labelledby="admin-bookings-title">
      <h2 id="admin-bookings-title">All Bookings</h2>
      <div className="admin-bookings__tabs" role="tablist" aria-label="Booking lists">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => setTab(t.key)}
            className={tab === t.key ? 'admin-bookings__tab admin-bookings__tab--active' : 'admin-bookings__tab'}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'bookings' ? <BookingsPanel /> : <QuickBookingsPanel />}</div>
    </section>
  );
}
