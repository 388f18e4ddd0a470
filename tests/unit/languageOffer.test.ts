import { describe, expect, test } from 'vitest';
import { keepEnglish, offersArabic } from '../../src/app/languageOffer';
import { memoryStore } from '../../src/services/storage';

// The unit suite runs with the English build's locale, as an English page does.
describe('the offer of the Arabic site', () => {
  test.each([
    [['ar'], true],
    [['ar-EG', 'en'], true],
    [['AR-eg'], true],
    [['en-GB', 'ar'], false],
    [['arn'], false],
    [[], false],
  ])('a browser asking for %j is offered it: %s', (languages, offered) => {
    expect(offersArabic(memoryStore(), languages)).toBe(offered);
  });

  test('is not made once a language was chosen, with the switch or by declining', () => {
    const declined = memoryStore();
    keepEnglish(declined);
    expect(offersArabic(declined, ['ar-EG'])).toBe(false);
    expect(offersArabic(memoryStore({ locale: 'ar' }), ['ar-EG'])).toBe(false);
  });
});
