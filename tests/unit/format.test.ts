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
