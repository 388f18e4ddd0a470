import { getLocale } from '../paraglide/runtime.js';
import type { KeyValueStore } from '../services/storage';
import { LOCAL_KEYS } from './storage/storageKeys';

/**
 * Whether an English page offers the Arabic site: on a first visit (no language chosen yet,
 * with the switch or this offer) from a browser whose first language is Arabic. Only
 * offered: an address keeps the language it was shared or indexed in.
 */
export function offersArabic(store: KeyValueStore, languages: readonly string[]): boolean {
  if (getLocale() !== 'en' || store.get(LOCAL_KEYS.locale) !== null) return false;
  const first = languages[0]?.toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-');
}

/** Declining is a choice too, remembered as the switch remembers one. */
export function keepEnglish(store: KeyValueStore): void {
  store.set(LOCAL_KEYS.locale, 'en');
}
