// Public JSON a screen reads with a plain GET (no Apollo on its first paint), and the same GET started early: the
// landing prefetch (routes/prefetchLanding.ts) asks before the screen's code has loaded, the screen takes it over.
// This file is part of the app's first script: it imports nothing.
const started = new Map<string, Promise<unknown>>();

/** `authorization`: the caller's token, for an answer that depends on who asks (a customer's quote). */
export async function getJson<T>(url: string, authorization?: string): Promise<T> {
  const res = await fetch(url, { headers: authorization ? { accept: 'application/json', authorization } : { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Starts the GET the screen will take over; answers the same request (a failure is the screen's to report). */
export function prefetchJson<T>(url: string): Promise<T> {
  const answer = getJson<T>(url);
  answer.catch(() => {
    /* the screen reports it when it takes the answer */
  });
  started.set(url, answer);
  return answer;
}

/** The answer a prefetch started for `url` (taken once), else a new GET. */
export function takeJson<T>(url: string): Promise<T> {
  const early = started.get(url) as Promise<T> | undefined;
  started.delete(url);
  return early ?? getJson<T>(url);
}
