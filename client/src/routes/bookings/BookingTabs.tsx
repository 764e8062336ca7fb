import { useTranslation } from 'react-i18next';
import { BOOKING_TABS, type BookingTab } from './bookingTabs';

interface Props {
  active: BookingTab;
  counts: Record<BookingTab, number>;
  onChange: (tab: BookingTab) => void;
}

export function BookingTabs({ active, counts, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="booking-tabs" role="tablist" aria-label={t('bookings.tabsLabel')}>
      {BOOKING_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          className={tab === active ? 'booking-tabs__tab booking-tabs__tab--active' : 'booking-tabs__tab'}
          onClick={() => onChange(tab)}
        >
          {t(`bookings.tabs.${tab}`)}
          <span className="booking-tabs__count">{counts[tab]}</span>
        </button>
      ))}
    </div>
  );
}
