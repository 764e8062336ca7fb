import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import type { AdminCarCard_CarFragment } from '../../../gql/graphql';
import { CarPicture } from '../../../components/CarPicture';
import { formatRupees } from '../../../lib/formatRupees';
import { AdminCard, AdminCardDetails } from '../AdminCard';

export const AdminCarCardFragment = graphql(`
  fragment AdminCarCard_car on Car {
    id
    name
    image
    price
    fuel
    seat
    clock
    cartype
    cooling
    selfdrive
    extrafare
    location
    offer
    order
    isBooked
    turnaroundMinutes
  }
`);

export type AdminCar = AdminCarCard_CarFragment;

interface Props {
  car: FragmentType<typeof AdminCarCardFragment>;
  busy: boolean;
  onEdit(car: AdminCar): void;
  onDelete(car: AdminCar): void;
}

/** One car of the admin grid: every field, its status, Edit, Delete (after confirmation) and Block; the card itself is the drag handle. */
export function AdminCarCard(props: Props) {
  const car = getFragmentData(AdminCarCardFragment, props.car);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: car.id,
    attributes: { role: 'article', roleDescription: 'sortable car' },
  });
  const details: [string, string][] = [
    ['Price', `${formatRupees(car.price)} / day`],
    ['Fuel', car.fuel],
    ['Seats', String(car.seat)],
    ['Transmission', car.clock],
    ['Type', car.cartype],
    ['Cooling', car.cooling],
    ['Drive', car.selfdrive],
    ['Extra fare', `${formatRupees(car.extrafare)}/km`],
    ['Location', car.location],
    ['Offer', car.offer || '—'],
  ];
  return (
    <AdminCard
      look="car"
      className={isDragging ? 'admin-car--dragging' : undefined}
      label={car.name}
      ref={(node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...attributes}
      {...listeners}
      image={<CarPicture image={car.image} alt={car.name} draggable={false} />}
      actions={
        <button type="button" className="btn btn--ghost" disabled={props.busy} onClick={() => props.onEdit(car)}>
          Edit
        </button>
      }
      links={
        <a className="btn btn--ghost" href={`#/admin/calendar?carId=${car.id}`}>
          Block
        </a>
      }
      confirm={`Delete ${car.name}? This cannot be undone.`}
      busy={props.busy}
      onDelete={() => props.onDelete(car)}
    >
      <div className="admin-car__head">
        <h3>{car.name}</h3>
        <span className={car.isBooked ? 'admin-car__status admin-car__status--booked' : 'admin-car__status'}>
          {car.isBooked ? 'Booked' : 'Available'}
        </span>
      </div>
      <AdminCardDetails details={details} />
    </AdminCard>
  );
}
