import { AdminScreen } from '../AdminScreen';

/** Slot: offer image upload plus list with Delete. Content admin feature. */
export function OffersPage() {
  return <AdminScreen title="Offers" />;
}
