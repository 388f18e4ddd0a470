import { describe, expect, test } from 'vitest';
import { validateLogin } from '../../src/schemas/login.schema';
import {
  isValidMobile,
  displayPhone,
  normalizePhone,
  phoneFieldValue,
} from '../../src/schemas/phone';

describe('normalizePhone', () => {
  test.each([
    '01001234567',
    '1001234567',
    '201001234567',
    '+20 100 123 4567',
    '00201001234567',
    ' 010-0123-4567 ',
    '+20 0100 123 4567',
    '(010) 0123-4567',
    // Arabic-Indic and Eastern Arabic-Indic digits, as many Egyptian keyboards type them.
    '٠١٠٠١٢٣٤٥٦٧',
    '٠١٠ ٠١٢٣ ٤٥٦٧',
    '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧',
    '۰۱۰۰۱۲۳۴۵۶۷',
  ])('%s becomes +201001234567', (input) => {
    expect(normalizePhone(input)).toBe('+201001234567');
  });

  test('keeps a foreign number in its own country and drops its trunk zero', () => {
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456');
    expect(normalizePhone('0044 07911 123456')).toBe('+447911123456');
  });

  test('is idempotent', () => {
    expect(normalizePhone(normalizePhone('010 0123 4567'))).toBe('+201001234567');
  });

  test('gives an empty string when there are no digits', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('abc')).toBe('');
  });
});

describe('isValidMobile', () => {
  test.each(['01001234567', '1001234567', '201001234567', '+20 100 123 4567', '00201001234567'])(
    'accepts the Egyptian mobile %s',
    (input) => expect(isValidMobile(input)).toBe(true),
  );

  test.each(['01101234567', '01201234567', '01501234567'])('accepts the %s operator range', (n) =>
    expect(isValidMobile(n)).toBe(true),
  );

  test('accepts international mobiles', () => {
    expect(isValidMobile('+44 7911 123456')).toBe(true);
    expect(isValidMobile('+966 50 123 4567')).toBe(true);
  });

  test.each([
    ['too short', '0123'],
    ['a Cairo landline', '02 2345 6789'],
    ['a foreign landline', '+44 20 7123 4567'],
    ['letters', 'abcdefghijk'],
    ['letters mixed with digits', '010abc01234567'],
    ['an unassigned 013 range', '01301234567'],
    ['one digit short', '0100123456'],
    ['empty', ''],
  ])('rejects %s', (_label, input) => expect(isValidMobile(input)).toBe(false));
});

describe('displayPhone', () => {
  test('shows an Egyptian mobile in full, as Egyptians write it', () => {
    expect(displayPhone('+201001234567')).toBe('010 0123 4567');
    expect(displayPhone('01001234567')).toBe('010 0123 4567');
    expect(displayPhone('٠١١٥٦٧٨٩٠١٢')).toBe('011 5678 9012');
  });

  test('shows any other number in international form', () => {
    expect(displayPhone('+447911123456')).toBe('+44 7911 123456');
  });
});

describe('Arabic-Indic digits in the login form', () => {
  test('are a valid phone, sent in international Latin digits', () => {
    const result = validateLogin({ phone: '٠١٠٠١٢٣٤٥٦٧', password: 'secret1' });
    expect(result).toMatchObject({
      success: true,
      output: { phone: '+201001234567', password: 'secret1' },
    });
  });
});

describe('phoneFieldValue', () => {
  test('shows an Egyptian number as Egyptians write it, and reads back the same', () => {
    expect(phoneFieldValue('+201001234567')).toBe('010 0123 4567');
    expect(normalizePhone(phoneFieldValue('+201001234567'))).toBe('+201001234567');
  });
  test('keeps a foreign number whole', () => {
    expect(phoneFieldValue('+447911123456')).toBe('+447911123456');
  });
});
