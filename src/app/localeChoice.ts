import { LOCAL_KEYS } from './storage/storageKeys';
import { localizePath } from '../i18n/localePath';
import { getLocale, type Locale } from '../paraglide/runtime.js';
import type { KeyValueStore } from '../services/storage';

/**
 * The language switch: the current page in the other language. Its address is taken from
 * the live location when followed, so the search and hash the visitor is on come along (a
 * prerendered page was rendered for one search only).
 */
export function otherLanguageLink(currentHref: string, store: KeyValueStore) {
  const locale: Locale = getLocale() === 'ar' ? 'en' : 'ar';
  return {
    href: localizePath(currentHref, locale),
    lang: locale,
    onFollow: (link: HTMLAnchorElement) => {
      const { pathname, search, hash } = window.location;
      link.href = localizePath(`${pathname}${search}${hash}`, locale);
      // Remembered, so the home page opens in it next time (LOCALE_REDIRECT below).
      store.set(LOCAL_KEYS.locale, locale);
    },
  };
}

/**
 * Inline in every page's head, before anything paints: an owner who chose Arabic and comes
 * back to the English home page gets the Arabic one. Only the home page: any other address
 * was linked to deliberately and opens as written.
 */
export const LOCALE_REDIRECT = `try{if(location.pathname==="/"&&localStorage.getItem(${JSON.stringify(LOCAL_KEYS.locale)})==="ar")location.replace("/ar"+location.search+location.hash)}catch(e){}`;
