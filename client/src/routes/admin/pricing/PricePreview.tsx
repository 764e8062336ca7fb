import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormField } from '../../../components/form/FormField';
import { CarSelect } from '../../../components/form/CarSelect';
import { quoteDocument } from '../../../components/period/quoteQuery';
import { formatRupees } from '../../../lib/formatRupees';
import { cityNow, formatClock, formatDay } from '../../../lib/cityClock';
import { WEEKDAYS } from './PriceRuleForm';
import { QueryCell } from '../../../components/QueryCell';

/** The next Friday (or today, when it is one) and the Monday after it, yyyy-MM-dd. */
function nextWeekend(): { friday: string; monday: string } {
  const today = Date.parse(`${cityNow().date}T00:00:00Z`);
  const friday = today + ((5 - new Date(today).getUTCDay() + 7) % 7) * 86_400_000;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { friday: day(friday), monday: day(friday + 3 * 86_400_000) };
}
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** The live preview: what a car costs for a period under the rules in force ("this Fortuner from Fri 10:00 to Mon 10:00: ₹…"). */
export function PricePreview({ cars }: { cars: { id: string; name: string }[] }) {
  const id = useId();
  const weekend = nextWeekend();
  const [carId, setCarId] = useState(cars[0]?.id ?? '');
  const [pickupDate, setPickupDate] = useState(weekend.friday);
  const [dropDate, setDropDate] = useState(weekend.monday);
  const period = { pickupDate, pickupTime: '10:00', dropDate, dropTime: '10:00' };
  const { data, error } = useQuery(quoteDocument, {
    variables: { input: { carId, ...period, bookFor: 'Daily' } },
    skip: !carId || !pickupDate || !dropDate,
    fetchPolicy: 'network-only',
  });
  const car = cars.find((c) => c.id === carId);
  return (
    <section className="admin-panel" aria-label="Price preview">
      <h2>Preview</h2>
      <CarSelect id={`${id}-car`} cars={cars} value={carId} onChange={setCarId} />
      <FormField id={`${id}-from`} label="Pick-up day (10:00)">
        <input id={`${id}-from`} type="date" value={pickupDate} onChange={(e) => setPickupDate(e.target.value)} />
      </FormField>
      <FormField id={`${id}-to`} label="Drop-off day (10:00)">
        <input id={`${id}-to`} type="date" value={dropDate} onChange={(e) => setDropDate(e.target.value)} />
      </FormField>
      <QueryCell
        data={car ? data : null}
        error={error}
        what="the price preview"
        loading={<p role="status">Working out the price...</p>}
        failure={<p role="alert">Could not price these dates.</p>}
      >
        {({ quote }) => (
          <div role="status" aria-label="Preview price">
            <p>
              This {car?.name} from {weekday(pickupDate)} {formatDay(pickupDate)} {formatClock('10:00')} to {weekday(dropDate)}{' '}
              {formatDay(dropDate)} {formatClock('10:00')}: <strong>{formatRupees(quote.total)}</strong>
            </p>
            <ul>
              {quote.lines.map((line) => (
                <li key={line.label}>
                  {line.label}: {formatRupees(line.amount)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryCell>
    </section>
  );
}
