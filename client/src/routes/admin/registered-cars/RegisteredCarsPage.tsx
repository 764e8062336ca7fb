import { AdminScreen } from '../AdminScreen';

/** Slot: registered cars grid, Delete after confirmation. Registrations admin feature. */
export function RegisteredCarsPage() {
  return <AdminScreen title="Registered Cars" />;
}
