import { useId, type ChangeEvent } from 'react';
import { FormField } from '../../components/form/FormField';
import { cityNow } from '../../lib/cityClock';
import { QUICK_BOOK_AT } from '../../lib/quickBookAt';
import { OTHER_DESTINATION, QUICK_CARS, QUICK_DESTINATIONS, QUICK_TIME_SLOTS, type QuickBookingValues } from './quickBooking';

interface Props {
  fromCity: string;
  values: QuickBookingValues;
  onChange: (patch: Partial<QuickBookingValues>) => void;
}

type Key = keyof QuickBookingValues;

export function QuickBookingFields({ fromCity, values, onChange }: Props) {
  const id = useId();
  const today = cityNow().date;
  const bind = (key: Key) => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ [key]: event.target.value }),
  });
  const options = (list: readonly string[]) =>
    list.map((item) => (
      <option key={item} value={item}>
        {item}
      </option>
    ));

  return (
    <div className="quick-booking__grid">
      <FormField id={`${id}-from`} label="From">
        <input id={`${id}-from`} value={fromCity} readOnly />
      </FormField>
      <FormField id={`${id}-toCity`} label="To">
        <select {...bind('toCity')}>
          <option value="">Select destination</option>
          {options(QUICK_DESTINATIONS)}
          <option value={OTHER_DESTINATION}>Other</option>
        </select>
      </FormField>
      {values.toCity === OTHER_DESTINATION && (
        <FormField id={`${id}-otherCity`} label="Destination">
          <input placeholder="Enter destination" maxLength={80} {...bind('otherCity')} />
        </FormField>
      )}
      <FormField id={`${id}-bookAt`} label="Book For">
        <select {...bind('bookAt')}>
          {QUICK_BOOK_AT.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-carName`} label="Car">
        <select {...bind('carName')}>{options(QUICK_CARS)}</select>
      </FormField>
      <FormField id={`${id}-mobile`} label="Mobile">
        <input type="tel" inputMode="numeric" placeholder="10-digit mobile number" maxLength={10} {...bind('mobile')} />
      </FormField>
      <FormField id={`${id}-pickDate`} label="Pick-up Date">
        <input type="date" min={today} {...bind('pickDate')} />
      </FormField>
      <FormField id={`${id}-pickTime`} label="Pick-up Time">
        <select {...bind('pickTime')}>{options(QUICK_TIME_SLOTS)}</select>
      </FormField>
      <FormField id={`${id}-dropDate`} label="Drop-off Date">
        <input type="date" min={values.pickDate && values.pickDate > today ? values.pickDate : today} {...bind('dropDate')} />
      </FormField>
      <FormField id={`${id}-dropTime`} label="Drop-off Time">
        <select {...bind('dropTime')}>{options(QUICK_TIME_SLOTS)}</select>
      </FormField>
    </div>
  );
}
