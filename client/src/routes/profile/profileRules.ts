import type { Gender, SessionUser } from '../../session/sessionStorageKeys';
import { translated } from '../../i18n/i18n';

/** SPEC.md sections 5 and 8: the Account Settings form's rules and messages. */
export const PROFILE_MESSAGES = translated({
  name: 'profile.nameRequired',
  picture: 'profile.notImage',
  pictureTooLarge: 'profile.tooLarge',
  saved: 'profile.saved',
  failed: 'profile.failed',
  noUser: 'profile.noUser',
});

export const GENDERS: Gender[] = ['Male', 'Female', 'Other'];

export interface ProfileForm {
  name: string;
  address: string;
  state: string;
  gender: Gender | '';
  dob: string;
}

export function profileFormOf(user: SessionUser): ProfileForm {
  return { name: user.name ?? '', address: user.address ?? '', state: user.state ?? '', gender: user.gender ?? '', dob: user.dob ?? '' };
}

/** The mutation's input: empty optional fields clear the stored value. */
export function profileInput(form: ProfileForm) {
  return {
    name: form.name.trim(),
    address: form.address.trim() || null,
    state: form.state.trim() || null,
    gender: form.gender || null,
    dob: form.dob || null,
  };
}

/** Today as yyyy-MM-dd in the browser's zone: the latest date of birth the date input offers. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
