import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const input = (key: TextKey) => ({
    id: `${id}-${key}`,
    value: values[key],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.target.value }),
  });

  return (
    <div className="booking-form__grid">
      <FormField id={`${id}-name`} label={t('booking.name')}>
        <input id={`${id}-name`} type="text" value={name} readOnly />
      </FormField>
      <FormField id={`${id}-phone`} label={t('booking.phone')}>
        <input id={`${id}-phone`} type="tel" value={phone} readOnly />
      </FormField>
      <div className="booking-form__wide">
        <FormField id={`${id}-license`} label={t('booking.license')}>
          <input type="text" placeholder={t('booking.licensePlaceholder')} maxLength={60} {...input('license')} />
        </FormField>
      </div>
      <FormField id={`${id}-pickupDate`} label={t('booking.pickupDate')}>
        <input type="date" min={limits.pickupDateMin} {...input('pickupDate')} />
      </FormField>
      <FormField id={`${id}-pickupTime`} label={t('booking.pickupTime')}>
        <input type="time" min={limits.pickupTimeMin} {...input('pickupTime')} />
      </FormField>
      <FormField id={`${id}-dropDate`} label={t('booking.dropDate')}>
        <input type="date" min={limits.dropDateMin} {...input('dropDate')} />
      </FormField>
      <FormField id={`${id}-dropTime`} label={t('booking.dropTime')}>
        <input type="time" {...input('dropTime')} />
      </FormField>
      <div className="booking-form__wide">
        <FormField id={`${id}-bookFor`} label={t('booking.bookForLabel')}>
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
