import { AdminScreen } from '../AdminScreen';

/** Slot: reviews list with Accept, Reject, Edit, Delete. Reviews admin feature. */
export function ReviewsPage() {
  return <AdminScreen title="Reviews" />;
}
