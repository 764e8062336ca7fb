import type { Gender, SessionUser } from '../../session/sessionStorageKeys';

/** SPEC.md sections 5 and 8: the Account Settings form's rules and messages. */
export const PROFILE_MESSAGES = {
  name: 'Name is required',
  picture: 'Choose an image file (JPEG, PNG, GIF or WebP).',
  pictureTooLarge: 'The picture must be at most 5 MB.',
  saved: 'Profile updated successfully',
  failed: 'Failed to update profile',
  noUser: 'Please login first.',
} as const;

export const GENDERS: Gender[] = ['Male', 'Female', 'Other'];
/** The server's cap on an uploaded image. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export interface ProfileForm {
  name: string;
  address: string;
  gender: Gender | '';
  dob: string;
}

export function profileFormOf(user: SessionUser): ProfileForm {
  return { name: user.name ?? '', address: user.address ?? '', gender: user.gender ?? '', dob: user.dob ?? '' };
}

/** The picture's problem, or null when it is an acceptable image. */
export function pictureError(file: File): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.picture;
  if (file.size > MAX_PICTURE_BYTES) return PROFILE_MESSAGES.pictureTooLarge;
  return null;
}

/** The mutation's input: empty optional fields clear the stored value. */
export function profileInput(form: ProfileForm) {
  return {
    name: form.name.trim(),
    address: form.address.trim() || null,
    gender: form.gender || null,
    dob: form.dob || null,
  };
}

/** Today as yyyy-MM-dd in the browser's zone: the latest date of birth the date input offers. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
