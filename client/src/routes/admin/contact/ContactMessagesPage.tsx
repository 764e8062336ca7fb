import { AdminScreen } from '../AdminScreen';

/** Slot: contact messages table (SPEC.md section 2, 'No contact messages available.'). Admin feature. */
export function ContactMessagesPage() {
  return <AdminScreen title="Contact Messages" />;
}
