import { ContentPage } from '../../components/ContentPage';

/** Slot: the customer's bookings with tabs Upcoming, Ongoing, History (SPEC.md section 4). Bookings feature. */
export function BookingsPage() {
  return (
    <ContentPage title="My Bookings" intro="Your upcoming, ongoing and past bookings." />
  );
}
