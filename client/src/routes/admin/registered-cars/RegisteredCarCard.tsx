import type { RegisteredCarsQuery } from '../../../gql/graphql';
import { CarPicture } from '../../../components/CarPicture';
import { AdminCard, AdminCardDetails } from '../AdminCard';

export type RegisteredCarRow = RegisteredCarsQuery['registeredCars'][number];

const registeredOn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** One owner's offer: the car, its owner and how to reach them; Delete after confirmation. */
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
    <AdminCard
      look="car"
      className="registered-car"
      label={car.carName}
      image={<CarPicture image={car.image} alt={car.carName} />}
      confirm={`Delete the registration of ${car.carName} (${car.numberPlate})?`}
      busy={busy}
      onDelete={() => onDelete(car)}
    >
      <h3>{car.carName}</h3>
      <AdminCardDetails details={details} />
      <p className="registered-car__contact">
        <a href={`tel:${car.phone}`}>{car.phone}</a>
        <a href={`mailto:${car.email}`}>{car.email}</a>
      </p>
    </AdminCard>
  );
}
