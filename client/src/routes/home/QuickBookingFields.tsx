import { useTranslation } from 'react-i18next';
import { useId, type ChangeEvent } from 'react';
import { FormField } from '../../components/form/FormField';
import { cityNow, formatClock } from '../../lib/cityClock';
import { cityName, langOfTyped } from '../../i18n/i18n';
import { QUICK_BOOK_AT } from '../../lib/quickBookAt';
import { OTHER_DESTINATION, QUICK_CARS, QUICK_DESTINATIONS, QUICK_HOURS, QUICK_TIME_SLOTS, type QuickBookingValues } from './quickBooking';

interface Props {
  fromCity: string;
  values: QuickBookingValues;
  onChange: (patch: Partial<QuickBookingValues>) => void;
}

type Key = keyof QuickBookingValues;

export function QuickBookingFields({ fromCity, values, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const today = cityNow().date;
  const bind = (key: Key) => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ [key]: event.target.value }),
  });
  const options = (list: readonly string[], say: (item: string) => string = (item) => item) =>
    list.map((item) => (
      <option key={item} value={item} lang={langOfTyped(say(item), i18n.language)}>
        {say(item)}
      </option>
    ));
  // Sent as SPEC's slot ('02:00 PM'), said as the page's language says a time ('दोपहर 2:00').
  const timeOptions = QUICK_HOURS.map((hour, i) => (
    <option key={hour} value={QUICK_TIME_SLOTS[i]}>
      {formatClock(hour)}
    </option>
  ));

  return (
    <div className="quick-booking__grid">
      <FormField id={`${id}-from`} label={t('quick.from')}>
        <input id={`${id}-from`} value={cityName(fromCity)} readOnly />
      </FormField>
      <FormField id={`${id}-toCity`} label={t('quick.to')}>
        <select {...bind('toCity')}>
          <option value="">{t('quick.selectDestination')}</option>
          {options(QUICK_DESTINATIONS, (place) => cityName(place))}
          <option value={OTHER_DESTINATION}>{t('quick.other')}</option>
        </select>
      </FormField>
      {values.toCity === OTHER_DESTINATION && (
        <FormField id={`${id}-otherCity`} label={t('quick.destination')}>
          <input placeholder={t('quick.enterDestination')} maxLength={80} {...bind('otherCity')} />
        </FormField>
      )}
      <FormField id={`${id}-bookAt`} label={t('quick.bookFor')}>
        <select {...bind('bookAt')}>
          {QUICK_BOOK_AT.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-carName`} label={t('quick.car')}>
        <select {...bind('carName')}>{options(QUICK_CARS)}</select>
      </FormField>
      <FormField id={`${id}-mobile`} label={t('quick.mobile')}>
        <input type="tel" inputMode="numeric" placeholder={t('quick.mobilePlaceholder')} maxLength={10} {...bind('mobile')} />
      </FormField>
      <FormField id={`${id}-pickDate`} label={t('quick.pickDate')}>
        <input type="date" min={today} {...bind('pickDate')} />
      </FormField>
      <FormField id={`${id}-pickTime`} label={t('quick.pickTime')}>
        <select {...bind('pickTime')}>{timeOptions}</select>
      </FormField>
      <FormField id={`${id}-dropDate`} label={t('quick.dropDate')}>
        <input type="date" min={values.pickDate && values.pickDate > today ? values.pickDate : today} {...bind('dropDate')} />
      </FormField>
      <FormField id={`${id}-dropTime`} label={t('quick.dropTime')}>
        <select {...bind('dropTime')}>{timeOptions}</select>
      </FormField>
    </div>
  );
}
