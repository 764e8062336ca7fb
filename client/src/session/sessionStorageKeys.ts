/** Browser-storage keys of SPEC.md section 3: the customer's token and user, the admin's token. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const ADMIN_TOKEN_KEY = 'adminToken';

export type Gender = 'Male' | 'Female' | 'Other';

/** The signed-in customer as the sign-in call returns it (SPEC.md section 3). */
export interface SessionUser {
  _id: string;
  name: string;
  phone: string;
  email: string;
  address?: string | null;
  /** State or union territory: the invoice's CGST+SGST or IGST (issue 20). */
  state?: string | null;
  gender?: Gender | null;
  dob?: string | null;
  profilePic?: string | null;
  isVerified?: boolean;
  createdAt?: string;
  /** en or hi: the site's language on this customer's profile (issue 24). */
  language?: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: behave as signed out
  }
}

export function readItem(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

/** The stored user, or null when it is missing or unreadable (SPEC.md: that means signed out). */
export function readStoredUser(): SessionUser | null {
  const raw = readItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}
