import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { QueryCell } from '../../../components/QueryCell';
import { cityNow } from '../../../lib/cityClock';
import { useDeleteBlockMutation } from './useDeleteBlockMutation';
import { AdminCard } from '../AdminCard';
import { AdminScreen } from '../AdminScreen';
import { fleetCalendarDocument } from './calendarQueries';
import { BlockForm } from './BlockForm';
import { FleetGrid } from './FleetGrid';
import '../../../components/form/form.css';
import '../content-admin.css';
import './calendar.css';

const DAYS = 14;

/** yyyy-MM-dd days from `from`. */
function daysFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

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
            <FleetGrid cars={d.cars} days={days} occupations={d.fleetCalendar} />
            <h2 className="fleet-calendar__title">Blocks</h2>
            {d.blocks.length === 0 ? (
              <p className="admin-empty">No blocks.</p>
            ) : (
              <ul className="admin-cards" aria-label="Blocks">
                {d.blocks.map((block) => (
                  <AdminCard
                    key={block.id}
                    label={`${block.carName} ${block.reason}`}
                    deleteLabel="Remove block"
                    busy={deletion.loading}
                    onDelete={() => void deleteBlock({ variables: { id: block.id } }).catch(() => undefined)}
                  >
                    <h3 className="admin-card__title">
                      {block.carName} · {block.reason}
                    </h3>
                    <p className="admin-card__meta">
                      {block.from.slice(0, 16).replace('T', ' ')} to {block.to.slice(0, 16).replace('T', ' ')}
                    </p>
                  </AdminCard>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryCell>
    </AdminScreen>
  );
}
