import { describe, expect, it } from 'vitest';
import { locationFailureText } from '../../src/content/failures';
import { m } from '../../src/paraglide/messages.js';

describe('a failed location lookup in words', () => {
  it.each([
    ['denied', 'User denied the request for Geolocation.'],
    ['unavailable', 'Location information is unavailable.'],
    ['timeout', 'The request to get user location timed out.'],
    ['unsupported', 'Geolocation is not supported by this browser.'],
  ] as const)('%s reads as the product says, and in Arabic on Arabic pages', (reason, text) => {
    expect(locationFailureText({ reason }, 'en')).toBe(text);
    const arabic = locationFailureText({ reason }, 'ar');
    expect(arabic).not.toBe(text);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
  });

  it('adds the browser’s own detail after an unexpected failure', () => {
    expect(locationFailureText({ reason: 'unexpected', detail: 'Sensor off' }, 'en')).toBe(
      'An unexpected error occurred: Sensor off',
    );
    expect(locationFailureText({ reason: 'unexpected', detail: 'x' }, 'ar')).toBe(
      `${m.location_unexpected({}, { locale: 'ar' })}: x`,
    );
  });
});
