import { ContentPage } from '../../components/ContentPage';

/** Slot: the profile update form (SPEC.md sections 5, 7, 8). Users feature; save with useSession().setUser(user). */
export function ProfilePage() {
  return (
    <ContentPage title="Account Settings" intro="Your name, address, gender, date of birth and profile picture." />
  );
}
