import { useTranslation } from 'react-i18next';
import { CarIcon, FuelIcon, GearIcon, PinIcon, SeatIcon, SnowIcon, SteeringIcon } from '../../components/icons';
import { carValueSaid, langOfTyped } from '../../i18n/i18n';
import type { CatalogueCar } from './catalogue';

type Specs = Pick<CatalogueCar, 'cartype' | 'clock' | 'fuel' | 'selfdrive' | 'seat' | 'cooling' | 'location'>;

/** The car's type, transmission (clock), fuel, drive, seats, cooling and location, each with its icon, in the reader's language. */
export function CarSpecs({ car }: { car: Specs }) {
  const { t, i18n } = useTranslation();
  const specs = [
    { key: 'type', label: t('catalogue.specs.type'), ...carValueSaid('cartype', car.cartype), Icon: CarIcon },
    { key: 'clock', label: t('catalogue.specs.clock'), ...carValueSaid('clock', car.clock), Icon: GearIcon },
    { key: 'fuel', label: t('catalogue.specs.fuel'), ...carValueSaid('fuel', car.fuel), Icon: FuelIcon },
    { key: 'drive', label: t('catalogue.specs.drive'), ...carValueSaid('selfdrive', car.selfdrive), Icon: SteeringIcon },
    {
      key: 'seat',
      label: t('catalogue.specs.seats'),
      text: t('catalogue.specs.seatCount', { count: car.seat }),
      lang: undefined,
      Icon: SeatIcon,
    },
    { key: 'cooling', label: t('catalogue.specs.cooling'), ...carValueSaid('cooling', car.cooling), Icon: SnowIcon },
  ];
  return (
    <>
      <ul className="car-specs">
        {specs.map(({ key, label, text, lang, Icon }) => (
          <li key={key} title={label}>
            <Icon size={16} />
            <span className="visually-hidden">{label}: </span>
            <span lang={lang}>{text}</span>
          </li>
        ))}
      </ul>
      <p className="car-card__location">
        <PinIcon size={16} />
        <span className="visually-hidden">{t('catalogue.specs.location')}: </span>
        <span lang={langOfTyped(car.location, i18n.language)}>{car.location}</span>
      </p>
    </>
  );
}
