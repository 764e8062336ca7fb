import type { BookingFilters } from './adminBookingsQuery';

interface Props {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
  onRefresh: () => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search (name, phone or licence), the creation-day filter, Refresh and the CSV export. */
export function BookingsToolbar({ filters, onChange, onRefresh, onExport, exporting }: Props) {
  return (
    <div className="bookings-toolbar">
      <input
        type="search"
        aria-label="Search bookings by name, phone or license"
        placeholder="Search name, phone or license"
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <input
        type="date"
        aria-label="Created on"
        value={filters.createdOn}
        onChange={(e) => onChange({ ...filters, createdOn: e.target.value })}
      />
      <button type="button" className="btn btn--ghost" onClick={onRefresh}>
        Refresh
      </button>
      <button type="button" className="btn btn--ghost" disabled={exporting} onClick={onExport}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </button>
    </div>
  );
}
