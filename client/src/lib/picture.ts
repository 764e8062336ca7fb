import { translated } from '../i18n/i18n';
/** SPEC.md section 8: the messages of every picture field (profile, car, registered car). */
export const PICTURE_MESSAGES = translated({ notImage: 'profile.notImage', tooLarge: 'profile.tooLarge' });

/** The server's cap on an uploaded image. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The picture's problem, or null when it is an acceptable image. */
export function pictureError(file: File): string | null {
  if (!file.type.startsWith('image/')) return PICTURE_MESSAGES.notImage;
  if (file.size > MAX_PICTURE_BYTES) return PICTURE_MESSAGES.tooLarge;
  return null;
}
