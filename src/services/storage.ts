// An exception-safe wrapper over Web Storage. Browsers throw from storage in private modes
// or when quota is full; the flows must keep working (just without persistence).
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}

/**
 * Web Storage that cannot lose a value. When the browser refuses a write (quota full,
 * storage denied), this tab's values move to memory for the rest of its life, with what the
 * browser still had copied over, and `onUnavailable` is called once: the flows go on, only
 * a reload would lose them. A read the browser refuses reads as nothing.
 */
export function webStore(getStorage: () => Storage, onUnavailable?: () => void): KeyValueStore {
  let memory: Map<string, string> | undefined;
  const toMemory = (): Map<string, string> => {
    if (memory) return memory;
    memory = new Map();
    try {
      const storage = getStorage();
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        const value = key === null ? null : storage.getItem(key);
        if (key !== null && value !== null) memory.set(key, value);
      }
    } catch {
      // Nothing readable either: memory starts empty.
    }
    onUnavailable?.();
    return memory;
  };
  const write = (
    toStorage: (storage: Storage) => void,
    instead: (kept: Map<string, string>) => void,
  ) => {
    if (memory) return instead(memory);
    try {
      toStorage(getStorage());
    } catch {
      instead(toMemory());
    }
  };
  return {
    get: (key) => {
      if (memory) return memory.get(key) ?? null;
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) =>
      write(
        (storage) => storage.setItem(key, value),
        (kept) => void kept.set(key, value),
      ),
    remove: (key) =>
      write(
        (storage) => storage.removeItem(key),
        (kept) => void kept.delete(key),
      ),
    clear: () =>
      write(
        (storage) => storage.clear(),
        (kept) => kept.clear(),
      ),
  };
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}
