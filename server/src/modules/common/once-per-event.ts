/**
 * One load per published event, shared by every socket of this process that receives it: the pubsub hands all of
 * its local subscribers the same payload object (one per NOTIFY received), so a WeakMap keyed by that object holds
 * the load exactly as long as some delivery may still need it, and a later event (a new object) loads afresh.
 */
export function oncePerEvent<E extends object, A extends unknown[], R>(
  load: (event: E, ...args: A) => Promise<R>,
): (event: E, ...args: A) => Promise<R> {
  const loads = new WeakMap<E, Promise<R>>();
  return (event, ...args) => {
    let loaded = loads.get(event);
    if (!loaded) {
      loaded = load(event, ...args);
      loads.set(event, loaded);
    }
    return loaded;
  };
}
