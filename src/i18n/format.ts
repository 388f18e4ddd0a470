import { getLocale, type Locale } from '../paraglide/runtime.js';

// Numbers and dates as each language's readers write them. Arabic pages use Egypt's
// conventions (Arabic-Indic digits, ١٢٬٤٥٠): plain `ar` now formats with Latin digits.
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-EG' };

export function intlLocale(locale: Locale = getLocale()): string {
  return INTL_LOCALES[locale];
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
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
