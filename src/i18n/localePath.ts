// The site's one address rule: English at the spec's paths, every other language under its
// own prefix (/ar, /ar/how-it-works?activeTab=1). The same rule as the message compiler's
// default address pattern, written out because the router applies it on every navigation of
// every page, and the compiler's general URL matcher would be a kilobyte more on each of them.
import { baseLocale, getLocale, locales, type Locale } from '../paraglide/runtime.js';

const PREFIX = new RegExp(`^/(${locales.filter((l) => l !== baseLocale).join('|')})(?=/|$|\\?|#)`);

/** The locale an address is in, by its prefix. */
export function localeOfPath(path: string): Locale {
  return (PREFIX.exec(path)?.[1] as Locale | undefined) ?? baseLocale;
}

/** The address without its language prefix: what the routes are declared at. */
export function delocalizePath(path: string): string {
  const bare = path.replace(PREFIX, '');
  return bare === '' || /^[?#]/.test(bare) ? `/${bare}` : bare;
}

/** The address in a language, search and hash kept. */
export function localizePath(path: string, locale: Locale): string {
  const bare = delocalizePath(path);
  if (locale === baseLocale) return bare;
  return bare === '/' || /^\/[?#]/.test(bare) ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}

/**
 * A router's address rewrite: routes are declared once, at the English paths; an Arabic address
 * (/ar/...) is read without its prefix, and every address the router writes gets the page's own.
 */
export const localeRewrite = {
  input: ({ url }: { url: URL }) => withPath(url, delocalizePath(url.pathname)),
  output: ({ url }: { url: URL }) => withPath(url, localizePath(url.pathname, getLocale())),
};

function withPath(url: URL, pathname: string): URL {
  const next = new URL(url);
  next.pathname = pathname;
  return next;
}
