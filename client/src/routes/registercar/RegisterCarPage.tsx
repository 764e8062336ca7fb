import { ContentPage } from '../../components/ContentPage';

/** Slot: the car registration form (SPEC.md sections 3, 5, 7, 8). Filled in by the registrations feature. */
export function RegisterCarPage() {
  return (
    <ContentPage title="Register & Earn"
      intro="List your car with us and earn from verified rentals while we handle bookings and customers." />
  );
}
