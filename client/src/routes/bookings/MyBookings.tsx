import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { PageLoading } from '../../components/PageLoading';
import { QueryCell } from '../../components/QueryCell';
import { usePollingFallback } from '../../apollo/socketStatus';
import { notificationAddedDocument } from '../../components/notifications/notificationsQuery';
import { MY_BOOKINGS_POLL_MS, myBookingsDocument } from './myBookingsQuery';
import { BOOKING_TABS, bookingTab, bookingsInTab, emptyTabText, openingTab, type BookingTab } from './bookingTabs';
import { cityNow } from '../../lib/cityClock';
import { BookingTabs } from './BookingTabs';
import { BookingCard } from './BookingCard';
import { useCancelBookingFlow } from './useCancelBookingFlow';
import { CancelBookingDialog } from './CancelBookingDialog';
import { RescheduleDialog, type BookingToMove } from './RescheduleDialog';
import { PaymentDialog } from './PaymentDialog';
import type { PaymentPurpose } from '../../gql/graphql';

/** The signed-in customer's bookings, kept live: every status change brings a notification, which refetches. */
export function MyBookings() {
  const { t } = useTranslation();
  // null until the customer picks a tab: the list opens on the first that has a booking.
  const [picked, setTab] = useState<BookingTab | null>(null);
  const { data, previousData, error, refetch } = useQuery(myBookingsDocument, {
    pollInterval: usePollingFallback(MY_BOOKINGS_POLL_MS),
    notifyOnNetworkStatusChange: false,
  });
  useSubscription(notificationAddedDocument, { onData: () => void refetch() });
  const { cancel, cancellingId, confirming } = useCancelBookingFlow(() => void refetch());
  const [moving, setMoving] = useState<BookingToMove | null>(null);
  const [paying, setPaying] = useState<{ id: string; purpose: PaymentPurpose } | null>(null);

  // SPEC.md: a failed fetch is only logged.
  return (
    <QueryCell
      data={(data ?? previousData)?.myBookings}
      error={error}
      what="your bookings"
      failure={null}
      loading={<PageLoading label={t('bookings.loading')} />}
    >
      {(bookings) => {
        const today = cityNow().date;
        const counts = Object.fromEntries(BOOKING_TABS.map((t) => [t, 0])) as Record<BookingTab, number>;
        bookings.forEach((booking) => {
          counts[bookingTab(booking, today)] += 1;
        });
        const tab = picked ?? openingTab(counts);
        const shown = bookingsInTab(bookings, tab, today);
        return (
          <div className="my-bookings">
            <BookingTabs active={tab} counts={counts} onChange={setTab} />
            <div role="tabpanel" aria-label={t(`bookings.tabs.${tab}`)}>
              {shown.length === 0 ? (
                <p className="my-bookings__empty">{emptyTabText(tab)}</p>
              ) : (
                <div className="my-bookings__list">
                  {shown.map((booking, index) => (
                    <BookingCard
                      key={booking.id}
                      booking={booking}
                      priority={index === 0}
                      onCancel={cancel}
                      cancelling={cancellingId === booking.id}
                      onReschedule={setMoving}
                      onPay={(id) =>
                        setPaying({
                          id,
                          // After the trip (the car back, or the booking Completed) what is due is the balance.
                          purpose: (booking.status === 'Completed' || booking.tripStage === 'RETURNED'
                            ? 'BALANCE'
                            : 'ADVANCE') as PaymentPurpose,
                        })
                      }
                    />
                  ))}
                </div>
              )}
            </div>
            {paying && (
              <PaymentDialog
                bookingId={paying.id}
                purpose={paying.purpose}
                onClose={() => {
                  setPaying(null);
                  void refetch();
                }}
              />
            )}
            {confirming && <CancelBookingDialog {...confirming} />}
            {moving && <RescheduleDialog booking={moving} onClose={() => setMoving(null)} onMoved={() => void refetch()} />}
          </div>
        );
      }}
    </QueryCell>
  );
}
