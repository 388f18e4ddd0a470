import { describe, expect, test } from 'vitest';
import { delocalizePath, localeOfPath, localizePath } from '../../src/i18n/localePath';
import { localizeHref } from '../../src/paraglide/runtime.js';

const paths = ['/', '/how-it-works', '/how-it-works?activeTab=1', '/register?mode=signup', '/?x=1'];

describe('addresses in each language', () => {
  test('Arabic lives under /ar, English at the path itself, search kept', () => {
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/how-it-works?activeTab=1', 'ar')).toBe('/ar/how-it-works?activeTab=1');
    expect(localizePath('/?x=1', 'ar')).toBe('/ar?x=1');
    expect(localizePath('/ar/about-us', 'en')).toBe('/about-us');
    expect(localizePath('/ar', 'en')).toBe('/');
    expect(localizePath('/ar/about-us', 'ar')).toBe('/ar/about-us');
  });

  test('an address is read without its prefix, and its language known by it', () => {
    expect(delocalizePath('/ar')).toBe('/');
    expect(delocalizePath('/ar?x=1')).toBe('/?x=1');
    expect(delocalizePath('/ar/register?mode=login')).toBe('/register?mode=login');
    expect(delocalizePath('/arabic-nights')).toBe('/arabic-nights');
    expect(localeOfPath('/ar/about-us')).toBe('ar');
    expect(localeOfPath('/arabic-nights')).toBe('en');
    expect(localeOfPath('/about-us')).toBe('en');
  });

  // The message compiler's own rule, which tests and the dev server could also meet.
  test.each(paths)('agrees with the message runtime for %s', (path) => {
    for (const locale of ['en', 'ar'] as const)
      expect(localizePath(path, locale)).toBe(localizeHref(path, { locale }));
  });
});
