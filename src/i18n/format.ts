import { getLocale, type Locale } from '../paraglide/runtime.js';

// Numbers and dates as each language's readers write them. Arabic pages use Egypt's
// conventions (Arabic-Indic digits, ١٢٬٤٥٠): plain `ar` now formats with Latin digits.
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-EG' };

export function intlLocale(locale: Locale = getLocale()): string {
  return INTL_LOCALES[locale];
}

// Building a formatter costs far more than using one, and the first one of a language
// costs most (the browser loads that language's number data): long work on a slow phone,
// in the middle of a page's hydration. The numbers the pages' art, step bars
// and footer show are whole numbers without grouping, written here digit for digit from
// the language's zero (the unit tests hold this to what Intl writes; the Arabic digits are
// reached by code point so the English pages carry no Arabic text); the rest go to Intl.
const ZERO: Record<Locale, number> = { en: 0x30, ar: 0x660 };

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = getLocale();
  const { minimumIntegerDigits = 1, useGrouping, ...others } = options;
  const ungrouped = useGrouping === false || (useGrouping === undefined && value < 1000);
  if (Number.isSafeInteger(value) && value >= 0 && ungrouped && !Object.keys(others).length)
    return String(value)
      .padStart(minimumIntegerDigits, '0')
      .replace(/\d/g, (digit) => String.fromCharCode(ZERO[locale] + Number(digit)));
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

// A stored time as staff read it, e.g. "23 Nov 2026, 21:26"; left as it is if unreadable.
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
}

// A time of day as the art's timetables show it, e.g. 07:00 or ٠٧:٠٠.
export function formatClock(hours: number, minutes = 0): string {
  const twoDigits = { minimumIntegerDigits: 2 };
  return `${formatNumber(hours, twoDigits)}:${formatNumber(minutes, twoDigits)}`;
}

// Phone numbers, emails and addresses set inside a sentence keep their own left-to-right
// order in Arabic (else "010 0123 4567" reads back as "4567 0123 010"): a left-to-right
// isolate around the value, invisible in either language.
export function isolate(value: string): string {
  return `\u2066${value}\u2069`;
}
