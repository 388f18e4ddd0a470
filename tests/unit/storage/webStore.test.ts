import { describe, expect, it, vi } from 'vitest';
import { webStore } from '../../../src/services/storage';

// A Web Storage that works until told to refuse, as a browser does when its quota is full
// or the user denies storage.
function browserStorage() {
  const data = new Map<string, string>();
  let refuse: 'nothing' | 'writes' | 'everything' = 'nothing';
  const quota = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const storage = {
    get length() {
      if (refuse === 'everything') quota();
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (key: string) => (refuse === 'everything' ? quota() : (data.get(key) ?? null)),
    setItem: (key: string, value: string) =>
      refuse === 'nothing' ? data.set(key, value) : quota(),
    removeItem: (key: string) => (refuse === 'nothing' ? data.delete(key) : quota()),
    clear: () => (refuse === 'nothing' ? data.clear() : quota()),
  } as unknown as Storage;
  return { storage, data, refuse: (what: typeof refuse) => (refuse = what) };
}

describe('webStore', () => {
  it('keeps values in the browser while it takes them', () => {
    const browser = browserStorage();
    const unavailable = vi.fn();
    const store = webStore(() => browser.storage, unavailable);
    store.set('otp', 'session');
    expect(browser.data.get('otp')).toBe('session');
    expect(store.get('otp')).toBe('session');
    store.remove('otp');
    expect(store.get('otp')).toBeNull();
    expect(unavailable).not.toHaveBeenCalled();
  });

  it('moves to memory when a write is refused: nothing kept or written is lost, and it says so once', () => {
    const browser = browserStorage();
    const unavailable = vi.fn();
    const store = webStore(() => browser.storage, unavailable);
    store.set('userData', 'details');
    browser.refuse('writes');
    store.set('otp', 'session');
    expect(store.get('userData')).toBe('details');
    expect(store.get('otp')).toBe('session');
    store.set('phoneNumber', '+201001234567');
    store.remove('userData');
    expect(store.get('userData')).toBeNull();
    expect(store.get('phoneNumber')).toBe('+201001234567');
    expect(unavailable).toHaveBeenCalledOnce();
    // The browser may take writes again later; this tab stays in memory, consistent.
    browser.refuse('nothing');
    store.set('otp', 'second');
    expect(store.get('otp')).toBe('second');
    expect(unavailable).toHaveBeenCalledOnce();
  });

  it('starts memory empty when the browser refuses even to read, and reads nothing before that', () => {
    const browser = browserStorage();
    const unavailable = vi.fn();
    const store = webStore(() => browser.storage, unavailable);
    browser.refuse('everything');
    expect(store.get('userData')).toBeNull();
    expect(unavailable).not.toHaveBeenCalled();
    store.set('userData', 'details');
    expect(store.get('userData')).toBe('details');
    store.clear();
    expect(store.get('userData')).toBeNull();
    expect(unavailable).toHaveBeenCalledOnce();
  });

  it('works without storage at all (window.localStorage itself throws)', () => {
    const store = webStore(() => {
      throw new DOMException('Access is denied.', 'SecurityError');
    });
    expect(store.get('locale')).toBeNull();
    store.set('locale', 'ar');
    expect(store.get('locale')).toBe('ar');
  });
});
