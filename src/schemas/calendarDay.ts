import * as v from 'valibot';

// A calendar day as the API and the console write it, YYYY-MM-DD (UTC), and only one that
// exists: a pattern (or valibot's isoDate) takes 2026-02-31 and 0000-01-01, which PostgreSQL
// refuses, so a query naming one failed inside the database instead of being told so. Years
// 1 to 9999 of the Gregorian calendar, as PostgreSQL counts them.

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return year >= 1 && last !== undefined && day >= 1 && day <= last;
}

/** A string that is a day that exists, written YYYY-MM-DD. */
export const calendarDay = (message = 'A day is written YYYY-MM-DD, and must exist.') =>
  v.pipe(v.string(), v.check(isCalendarDay, message));
