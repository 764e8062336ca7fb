/** Where a customer returns after signing in: an in-app route remembered when they were sent to /userlogin. */
const RETURN_KEY = 'indoredrive.returnTo';

/** Only the app's own routes (never another site, never the sign-in page itself). */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (path === '/userlogin' || path.startsWith('/userlogin?')) return null;
  return path;
}

export function rememberReturn(path: string): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(RETURN_KEY, safe);
  } catch {
    /* storage refused: the customer lands on home after sign-in */
  }
}

/** The remembered route, once (it is forgotten on reading), or home. */
export function takeReturn(): string {
  try {
    const path = safeReturnPath(sessionStorage.getItem(RETURN_KEY));
    sessionStorage.removeItem(RETURN_KEY);
    return path ?? '/';
  } catch {
    return '/';
  }
}

/** /services/bookcar with this car's modal to open again (and the period, when one was chosen). */
export function bookCarReturnPath(carId: string, period?: Record<string, string> | null): string {
  const params = new URLSearchParams({ ...(period ?? {}), book: carId });
  return `/services/bookcar?${params.toString()}`;
}
