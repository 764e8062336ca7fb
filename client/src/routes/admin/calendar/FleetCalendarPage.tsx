import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { QueryCell } from '../../../components/QueryCell';
import { cityNow, formatDay } from '../../../lib/cityClock';
import { useDeleteBlockMutation } from '../../../mutations/useDeleteBlockMutation';
import { AdminScreen } from '../AdminScreen';
import { fleetCalendarDocument } from './calendarQueries';
import { BlockForm } from './BlockForm';
import '../../../components/form/form.css';
import '../content-admin.css';
import './calendar.css';

const DAYS = 14;

/** yyyy-MM-dd days from `from`. */
function daysFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** The wall-clock date of an ISO 8601 moment with the city offset (2026-12-01T10:00:00+05:30 → 2026-12-01). */
const dayOf = (iso: string) => iso.slice(0, 10);
/** The last day an occupation touches (an end at midnight does not touch the next day). */
const lastDayOf = (iso: string) =>
  iso.slice(11, 16) === '00:00' ? new Date(Date.parse(`${dayOf(iso)}T00:00:00Z`) - 1).toISOString().slice(0, 10) : dayOf(iso);

/** The fleet calendar (issue 22): every car by day, its Accepted bookings and maintenance blocks; block and unblock cars. */
export function FleetCalendarPage() {
  const [params] = useSearchParams();
  const [from] = useState(() => cityNow().date);
  const { data, error, refetch } = useQuery(fleetCalendarDocument, { variables: { from, days: DAYS } });
  const [deleteBlock, deletion] = useDeleteBlockMutation();
  const days = daysFrom(from, DAYS);
  return (
    <AdminScreen title="Fleet calendar">
      <QueryCell
        data={data}
        error={error}
        what="the fleet calendar"
        retry={() => refetch()}
        isEmpty={(d) => d.cars.length === 0}
        empty={<p className="admin-empty">No cars found.</p>}
      >
        {(d) => (
          <>
            <BlockForm cars={d.cars} carId={params.get('carId')} />
            <div className="fleet-calendar" role="table" aria-label="Fleet calendar">
              <div role="row" className="fleet-calendar__row fleet-calendar__row--head">
                <span role="columnheader">Car</span>
                {days.map((day) => (
                  <span role="columnheader" key={day}>
                    {formatDay(day).replace(/ \d{4}$/, '')}
                  </span>
                ))}
              </div>
              {d.cars.map((car) => {
                const held = d.fleetCalendar.filter((o) => o.carId === car.id);
                return (
                  <div role="row" className="fleet-calendar__row" key={car.id} aria-label={car.name}>
                    <span role="rowheader">{car.name}</span>
                    {days.map((day) => {
                      const here = held.find((o) => dayOf(o.from) <= day && day <= lastDayOf(o.to));
                      const kind = here ? here.kind : 'free';
                      return (
                        <span
                          role="cell"
                          key={day}
                          className={`fleet-calendar__cell fleet-calendar__cell--${kind}`}
                          title={here ? here.label : 'Free'}
                        >
                          {here ? (here.kind === 'block' ? here.label : 'Booked') : ''}
                        </span>
                      );
                    })}
                  </div>
                );
              })}
            </div>
            <h2 className="fleet-calendar__title">Blocks</h2>
            {d.blocks.length === 0 ? (
              <p className="admin-empty">No blocks.</p>
            ) : (
              <ul className="admin-cards" aria-label="Blocks">
                {d.blocks.map((block) => (
                  <li key={block.id} className="admin-card" aria-label={`${block.carName} ${block.reason}`}>
                    <div className="admin-card__body">
                      <h3 className="admin-card__title">
                        {block.carName} · {block.reason}
                      </h3>
                      <p className="admin-card__meta">
                        {block.from.slice(0, 16).replace('T', ' ')} to {block.to.slice(0, 16).replace('T', ' ')}
                      </p>
                      <button
                        type="button"
                        className="btn btn--danger btn--small"
                        disabled={deletion.loading}
                        onClick={() => void deleteBlock({ variables: { id: block.id } }).catch(() => undefined)}
                      >
                        Remove block
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
