import { useEffect } from 'react';

/** Logs a failed load once per error: the screens that only log failures (SPEC.md section 8) share this. */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}:`, error);
  }, [error, what]);
}
