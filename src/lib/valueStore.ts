/**
 * A value outside React that components read with useSyncExternalStore: `get` and `subscribe` are
 * its two arguments, `set` tells every subscriber. For a module's own state (whether a toast was
 * asked for, the toasts shown without notistack, whether react-slick could be loaded).
 */
export interface ValueStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function valueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
