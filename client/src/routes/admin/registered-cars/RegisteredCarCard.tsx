import type { RegisteredCarsQuery } from '../../../gql/graphql';
import { CarPicture } from '../../../components/CarPicture';

export type RegisteredCarRow = RegisteredCarsQuery['registeredCars'][number];

const registeredOn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** One owner's offer: the car, its owner and how to reach them. */
export function RegisteredCarCard({
  car,
  busy,
  onDelete,
}: {
  car: RegisteredCarRow;
  busy: boolean;
  onDelete(car: RegisteredCarRow): void;
}) {
  const details: [string, string][] = [
    ['Model', car.model],
    ['Number plate', car.numberPlate],
    ['Fuel', car.fuelType],
    ['Seats', String(car.seats)],
    ['Owner', car.clientName],
    ['Registered', registeredOn.format(new Date(car.createdAt))],
  ];
  return (
    <article className="admin-car registered-car" aria-label={car.carName}>
      <CarPicture image={car.image} alt={car.carName} />
      <div className="admin-car__body">
        <h3>{car.carName}</h3>
        <dl className="admin-car__details">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="registered-car__contact">
          <a href={`tel:${car.phone}`}>{car.phone}</a>
          <a href={`mailto:${car.email}`}>{car.email}</a>
        </p>
        <div className="admin-car__actions">
          <button type="button" className="btn btn--danger" disabled={busy} onClick={() => onDelete(car)}>
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
