import { formatDay } from '../../../lib/cityClock';

interface Occupation {
  carId: string;
  kind: string;
  label: string;
  from: string;
  to: string;
}

/** The wall-clock date of an ISO 8601 moment with the city offset (2026-12-01T10:00:00+05:30 → 2026-12-01). */
const dayOf = (iso: string) => iso.slice(0, 10);
/** The last day an occupation touches (an end at midnight does not touch the next day). */
function lastDayOf(iso: string): string {
  if (iso.slice(11, 16) !== '00:00') return dayOf(iso);
  return new Date(Date.parse(`${dayOf(iso)}T00:00:00Z`) - 1).toISOString().slice(0, 10);
}

/** A row per car, a column per day: booked days (with their turnaround) and blocked days with the block's reason. */
export function FleetGrid(props: { cars: readonly { id: string; name: string }[]; days: string[]; occupations: readonly Occupation[] }) {
  return (
    // Scrolls sideways on a phone: focusable so a keyboard can scroll it too (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className="fleet-calendar" tabIndex={0} aria-label="Fleet calendar, scrolls sideways">
      <table aria-label="Fleet calendar">
        <thead>
          <tr>
            <th scope="col">Car</th>
            {props.days.map((day) => (
              <th scope="col" key={day}>
                {formatDay(day).replace(/ \d{4}$/, '')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.cars.map((car) => {
            const held = props.occupations.filter((o) => o.carId === car.id);
            return (
              <tr key={car.id} aria-label={car.name}>
                <th scope="row">{car.name}</th>
                {props.days.map((day) => {
                  const here = held.find((o) => dayOf(o.from) <= day && day <= lastDayOf(o.to));
                  return (
                    <td
                      key={day}
                      className={`fleet-calendar__cell fleet-calendar__cell--${here ? here.kind : 'free'}`}
                      title={here?.label ?? 'Free'}
                    >
                      {here ? (here.kind === 'block' ? here.label : 'Booked') : ''}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
