import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, isolate } from '../../src/i18n/format';
import { getLocale, overwriteGetLocale, type Locale } from '../../src/paraglide/runtime.js';

const pageLocale = getLocale;
const onPage = (locale: Locale) => overwriteGetLocale(() => locale);
afterEach(() => overwriteGetLocale(pageLocale));

describe('numbers and dates in the page language', () => {
  it('writes counts with Latin digits in English and Arabic-Indic ones in Arabic', () => {
    onPage('en');
    expect(formatNumber(12450)).toBe('12,450');
    expect(formatNumber(5, { minimumIntegerDigits: 2 })).toBe('05');
    onPage('ar');
    expect(formatNumber(12450)).toBe('١٢٬٤٥٠');
    expect(formatNumber(5, { minimumIntegerDigits: 2 })).toBe('٠٥');
    expect(formatNumber(2026, { useGrouping: false })).toBe('٢٠٢٦');
  });

  it('writes the small whole numbers it spells out itself exactly as Intl writes them', () => {
    for (const locale of ['en', 'ar'] as const) {
      onPage(locale);
      const intl = (options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', options);
      for (let n = 0; n < 1000; n += 1) {
        expect(formatNumber(n)).toBe(intl().format(n));
        expect(formatNumber(n, { minimumIntegerDigits: 2 })).toBe(
          intl({ minimumIntegerDigits: 2 }).format(n),
        );
      }
      for (const year of [999, 1000, 2026, 12450])
        expect(formatNumber(year, { useGrouping: false })).toBe(
          intl({ useGrouping: false }).format(year),
        );
      // Past them, and with any other option, Intl itself.
      expect(formatNumber(1000)).toBe(intl().format(1000));
      expect(formatNumber(-3)).toBe(intl().format(-3));
      expect(formatNumber(2.5)).toBe(intl().format(2.5));
      expect(formatNumber(0.18, { style: 'percent', signDisplay: 'always' })).toBe(
        intl({ style: 'percent', signDisplay: 'always' }).format(0.18),
      );
    }
  });

  it('dates a stored time in the page language and keeps an unreadable one as stored', () => {
    const iso = '2026-11-23T19:26:00.000Z';
    onPage('en');
    expect(formatDateTime(iso)).toMatch(/^23 Nov 2026, \d{2}:26$/);
    onPage('ar');
    expect(formatDateTime(iso)).toMatch(/٢٣.*٢٠٢٦/);
    expect(formatDateTime(iso)).not.toMatch(/[0-9]/);
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });

  it('isolates a left-to-right value so a sentence cannot reorder it', () => {
    expect(isolate('010 0123 4567')).toBe('\u2066010 0123 4567\u2069');
  });
});
