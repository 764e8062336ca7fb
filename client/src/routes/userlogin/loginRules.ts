import { isEmail } from '../../lib/email';

/** SPEC.md section 5, the customer login's rules and messages. */
export const LOGIN_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email required',
  phone: 'Valid 10-digit phone number required',
  otp: 'Enter 4-digit OTP',
  sendFailed: 'Failed to send OTP',
  verifyFailed: 'OTP verification failed',
  resendFailed: 'Resend failed',
} as const;

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
