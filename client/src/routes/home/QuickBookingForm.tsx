import { SectionHeading } from '../../components/SectionHeading';

/**
 * Slot: the quick booking form 'Book a Car Instantly' (SPEC.md sections 3, 5, 8, 9).
 * Filled in by the bookings feature.
 */
export function QuickBookingForm() {
  return (
    <section className="home-section container container--narrow" aria-labelledby="home-quick-booking">
      <SectionHeading id="home-quick-booking" eyebrow="Quick booking" title="Book a Car Instantly" />
    </section>
  );
}
