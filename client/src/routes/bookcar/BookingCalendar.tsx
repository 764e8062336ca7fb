import { memo, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { enIN, hi } from 'react-day-picker/locale';
import { useTranslation } from 'react-i18next';
import { cityNow } from '../../lib/cityClock';

interface Props {
  /** yyyy-MM-dd days the car is booked on: marked and not selectable. */
  busy: readonly string[];
  from: string;
  to: string;
  onSelect: (from: string, to: string) => void;
}

const toDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A month calendar for the pick-up and drop-off days, with the car's busy days marked and not selectable.
 * Memoised: it is the booking dialog's costliest part to render (a phone's budget; issue 33).
 */
export const BookingCalendar = memo(function BookingCalendar({ busy, from, to, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const busyDates = busy.map(toDate);
  const today = toDate(cityNow().date);
  const selected: DateRange | undefined = /^\d{4}-\d{2}-\d{2}$/.test(from)
    ? { from: toDate(from), to: /^\d{4}-\d{2}-\d{2}$/.test(to) ? toDate(to) : undefined }
    : undefined;
  // The month shown follows the pick-up date typed in the fields; the arrows still browse freely. Adjusted while
  // rendering when the date changes (React's pattern for state derived from a prop), not in an effect that rendered
  // the whole month a second time as the dialog opened.
  const [month, setMonth] = useState<Date>(selected?.from ?? today);
  const [monthFrom, setMonthFrom] = useState(from);
  if (from !== monthFrom) {
    setMonthFrom(from);
    if (/^\d{4}-\d{2}-\d{2}$/.test(from)) setMonth(toDate(from));
  }
  return (
    <div className="booking-calendar">
      <DayPicker
        mode="range"
        locale={i18n.language === 'hi' ? hi : enIN}
        selected={selected}
        month={month}
        onMonthChange={setMonth}
        onSelect={(range) => {
          if (range?.from) onSelect(toDay(range.from), toDay(range.to ?? range.from));
        }}
        disabled={[{ before: today }, ...busyDates]}
        excludeDisabled
        modifiers={{ busy: busyDates }}
        modifiersClassNames={{ busy: 'booking-calendar__busy' }}
        footer={
          busy.length ? (
            <p className="booking-calendar__legend">
              <span className="booking-calendar__swatch" aria-hidden="true" /> {t('booking.bookedDays')}
            </p>
          ) : null
        }
      />
    </div>
  );
});
