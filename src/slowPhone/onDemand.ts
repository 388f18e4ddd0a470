import { useSyncExternalStore } from 'react';

/**
 * Something the site makes only when first asked for, and the one way pages load on intent:
 * a flow with its machine, the session machine, the contact form's flow. `load` makes it once
 * (a failed load, offline, is tried again by the next call); `current` is undefined until it
 * is made; `subscribe` hears when it is.
 */
export interface OnDemand<T> {
  current: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
  load: () => Promise<T>;
}

export function onDemand<T>(make: () => Promise<T>): OnDemand<T> {
  let made: T | undefined;
  let making: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => made,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () =>
      (making ??= make().then(
        (value) => {
          made = value;
          listeners.forEach((listener) => listener());
          return value;
        },
        (error: unknown) => {
          making = undefined;
          throw error;
        },
      )),
  };
}

/** What the page has made so far; undefined before, and on the server. */
export function useMade<T>(thing: OnDemand<T>): T | undefined {
  return useSyncExternalStore(thing.subscribe, thing.current, () => undefined);
}
