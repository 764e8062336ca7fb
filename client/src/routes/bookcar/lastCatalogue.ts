// The last catalogue seen (public data only: cars, prices, availability), kept for offline visits: the service
// worker opens the shell without a network and this shows the cars with an offline banner.
const KEY = 'lastCatalogue';

export function saveLastCatalogue<T>(cars: T[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), cars }));
  } catch {
    /* storage full or off: nothing to keep */
  }
}

export function readLastCatalogue<T>(): T[] | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { cars?: T[] } | null;
    return Array.isArray(saved?.cars) ? saved.cars : null;
  } catch {
    return null;
  }
}
