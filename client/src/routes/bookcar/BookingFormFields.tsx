import { useId, type ChangeEvent } from 'react';
import { FormField } from '../../components/form/FormField';
import type { BookFor } from '../../gql/graphql';
import { BOOK_FOR_OPTIONS } from '../../components/period/bookFor';
import type { BookingFormValues, BookingLimits } from './bookingForm';

interface Props {
  name: string;
  phone: string;
  values: BookingFormValues;
  /** The earliest pick-up and drop-off the inputs accept (bookingLimits). */
  limits: BookingLimits;
  onChange: (patch: Partial<BookingFormValues>) => void;
}

type TextKey = Exclude<keyof BookingFormValues, 'bookFor'>;

/** The modal's inputs: name and phone read-only from the profile, then licence, dates, times and duration. */
export function BookingFormFields({ name, phone, values, limits, onChange }: Props) {
  const id = useId();
  const input = (key: TextKey) => ({
    id: `${id}-${key}`,
    value: values[key],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.target.value }),
  });

  return (
    <div className="booking-form__grid">
      <FormField id={`${id}-name`} label="Name">
        <input id={`${id}-name`} type="text" value={name} readOnly />
      </FormField>
      <FormField id={`${id}-phone`} label="Phone">
        <input id={`${id}-phone`} type="tel" value={phone} readOnly />
      </FormField>
      <div className="booking-form__wide">
        <FormField id={`${id}-license`} label="Driving License">
          <input type="text" placeholder="Driving licence number" maxLength={60} {...input('license')} />
        </FormField>
      </div>
      <FormField id={`${id}-pickupDate`} label="Pickup Date">
        <input type="date" min={limits.pickupDateMin} {...input('pickupDate')} />
      </FormField>
      <FormField id={`${id}-pickupTime`} label="Pickup Time">
        <input type="time" min={limits.pickupTimeMin} {...input('pickupTime')} />
      </FormField>
      <FormField id={`${id}-dropDate`} label="Drop Date">
        <input type="date" min={limits.dropDateMin} {...input('dropDate')} />
      </FormField>
      <FormField id={`${id}-dropTime`} label="Drop Time">
        <input type="time" {...input('dropTime')} />
      </FormField>
      <div className="booking-form__wide">
        <FormField id={`${id}-bookFor`} label="Book For">
          <select id={`${id}-bookFor`} value={values.bookFor} onChange={(event) => onChange({ bookFor: event.target.value as BookFor })}>
            {BOOK_FOR_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </div>
  );
}
