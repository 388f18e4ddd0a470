// A thin, exception-safe wrapper over Web Storage. Browsers throw from storage in private
// modes or when quota is full; the flows must keep working (just without persistence).
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

export function webStore(getStorage: () => Storage): KeyValueStore {
  const attempt = <T>(fn: (s: Storage) => T, fallback: T): T => {
    try {
      return fn(getStorage());
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (key) => attempt((s) => s.removeItem(key), undefined),
    clear: () => attempt((s) => s.clear(), undefined),
  };
}

export const localStore = webStore(() => window.localStorage);
export const sessionStore = webStore(() => window.sessionStorage);

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}
