/**
 * `compute` remembered by its argument: for a pure function asked the same few things over and over (a client's
 * address, a statement's text). The answers are kept in a Map emptied when it holds `max`; no LRU, since a miss costs
 * one call of `compute`.
 */
export function remembered<T>(compute: (key: string) => T, max: number): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(key);
      if (kept.size >= max) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
