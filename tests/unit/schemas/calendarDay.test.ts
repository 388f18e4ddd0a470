import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarDay, isCalendarDay } from '../../../src/schemas/calendarDay';

describe('a calendar day', () => {
  it.each(['2026-12-06', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    'takes %s, a day that exists',
    (day) => {
      expect(isCalendarDay(day)).toBe(true);
      expect(v.is(calendarDay(), day)).toBe(true);
    },
  );

  it.each([
    '2026-02-31',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-01',
    '2026-01-01T00:00:00Z',
    '',
  ])('refuses %o, which PostgreSQL would', (day) => {
    expect(isCalendarDay(day)).toBe(false);
    expect(v.safeParse(calendarDay(), day).issues?.[0]?.message).toBe(
      'A day is written YYYY-MM-DD, and must exist.',
    );
  });
});
