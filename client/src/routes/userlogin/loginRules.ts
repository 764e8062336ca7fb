import { translated } from '../../i18n/i18n';
import { isEmail } from '../../lib/email';

/** SPEC.md section 5, the customer login's rules and messages. */
/** In the active language. */
export const LOGIN_MESSAGES = translated({
  name: 'login.errors.name',
  email: 'login.errors.email',
  phone: 'login.errors.phone',
  otp: 'login.errors.otp',
  sendFailed: 'login.errors.sendFailed',
  verifyFailed: 'login.errors.verifyFailed',
  resendFailed: 'login.errors.resendFailed',
});

// "text, @, text, dot, text"

export interface LoginInfo {
  name: string;
  email: string;
  /** 10 digits, without the country code. */
  phone: string;
}

export type LoginInfoErrors = Partial<Record<keyof LoginInfo, string>>;

/** Keeps only digits, at most `max` of them: what the phone and OTP inputs accept. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

export function validateLoginInfo({ name, email, phone }: LoginInfo): LoginInfoErrors {
  const errors: LoginInfoErrors = {};
  if (!name.trim()) errors.name = LOGIN_MESSAGES.name;
  if (!isEmail(email.trim())) errors.email = LOGIN_MESSAGES.email;
  if (!/^\d{10}$/.test(phone)) errors.phone = LOGIN_MESSAGES.phone;
  return errors;
}

export function validateOtp(otp: string): string | null {
  return /^\d{4}$/.test(otp) ? null : LOGIN_MESSAGES.otp;
}

/** SPEC.md: the phone is sent +91-prefixed. */
export function withCountryCode(phone: string): string {
  return `+91${phone}`;
}
