import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import type { AdminCarCard_CarFragment } from '../../../gql/graphql';
import { CarPicture } from '../../../components/CarPicture';
import { formatRupees } from '../../../lib/formatRupees';

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

/** One car of the admin grid: every field, its status, Edit and Delete; the card itself is the drag handle. */
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
    <article
      ref={(node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      className={isDragging ? 'admin-car admin-car--dragging' : 'admin-car'}
      aria-label={car.name}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...attributes}
      {...listeners}
    >
      <CarPicture image={car.image} alt={car.name} draggable={false} />
      <div className="admin-car__body">
        <div className="admin-car__head">
          <h3>{car.name}</h3>
          <span className={car.isBooked ? 'admin-car__status admin-car__status--booked' : 'admin-car__status'}>
            {car.isBooked ? 'Booked' : 'Available'}
          </span>
        </div>
        <dl className="admin-car__details">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="admin-car__actions">
          <button type="button" className="btn btn--ghost" disabled={props.busy} onClick={() => props.onEdit(car)}>
            Edit
          </button>
          <button type="button" className="btn btn--danger" disabled={props.busy} onClick={() => props.onDelete(car)}>
            Delete
          </button>
          <a className="btn btn--ghost" href={`#/admin/calendar?carId=${car.id}`}>
            Block
          </a>
        </div>
      </div>
    </article>
  );
}
