import { AdminScreen } from '../AdminScreen';

/** Slot: car form plus draggable grid (SPEC.md section 2, 'No cars found.'). Cars admin feature. */
export function CarListingPage() {
  return <AdminScreen title="Car Listings" />;
}
