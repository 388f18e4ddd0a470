import { LOCAL_KEYS } from '../machines/storageKeys';
import { localizePath } from '../i18n/localePath';
import { getLocale, type Locale } from '../paraglide/runtime.js';
import type { KeyValueStore } from '../services/storage';

/** The language switch: the current page, with its search, in the other language. */
export function otherLanguageLink(currentHref: string, store: KeyValueStore) {
  const locale: Locale = getLocale() === 'ar' ? 'en' : 'ar';
  return {
    href: localizePath(currentHref, locale),
    lang: locale,
    // Remembered, so the home page opens in it next time (LOCALE_REDIRECT below).
    onChoose: () => store.set(LOCAL_KEYS.locale, locale),
  };
}

/**
 * Inline in every page's head, before anything paints: an owner who chose Arabic and comes
 * back to the English home page gets the Arabic one. Only the home page: any other address
 * was linked to deliberately and opens as written.
 */
export const LOCALE_REDIRECT = `try{if(location.pathname==="/"&&localStorage.getItem(${JSON.stringify(LOCAL_KEYS.locale)})==="ar")location.replace("/ar"+location.search+location.hash)}catch(e){}`;
