import { CarIcon, FuelIcon, GearIcon, PinIcon, SeatIcon, SnowIcon, SteeringIcon } from '../../components/icons';
import type { CatalogueCar } from './catalogue';

type Specs = Pick<CatalogueCar, 'cartype' | 'clock' | 'fuel' | 'selfdrive' | 'seat' | 'cooling' | 'location'>;

/** The car's type, transmission (clock), fuel, drive, seats, cooling and location, each with its icon. */
export function CarSpecs({ car }: { car: Specs }) {
  const specs = [
    { key: 'type', label: 'Car type', value: car.cartype, Icon: CarIcon },
    { key: 'clock', label: 'Transmission', value: car.clock, Icon: GearIcon },
    { key: 'fuel', label: 'Fuel', value: car.fuel, Icon: FuelIcon },
    { key: 'drive', label: 'Drive', value: car.selfdrive, Icon: SteeringIcon },
    { key: 'seat', label: 'Seats', value: `${car.seat} ${car.seat === 1 ? 'Seat' : 'Seats'}`, Icon: SeatIcon },
    { key: 'cooling', label: 'Cooling', value: car.cooling, Icon: SnowIcon },
  ];
  return (
    <>
      <ul className="car-specs">
        {specs.map(({ key, label, value, Icon }) => (
          <li key={key} title={label}>
            <Icon size={16} />
            <span className="visually-hidden">{label}: </span>
            {value}
          </li>
        ))}
      </ul>
      <p className="car-card__location">
        <PinIcon size={16} />
        <span className="visually-hidden">Location: </span>
        {car.location}
      </p>
    </>
  );
}
