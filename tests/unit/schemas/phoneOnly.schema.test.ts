import { expect, test } from 'vitest';
import { validationText } from '../../../src/content/fields/validation';
import { validatePhoneOnly, validatePhoneOnlyField } from '../../../src/schemas/phoneOnly.schema';

test.each([
  ['', 'please enter your phone number'],
  ['0100123', 'please enter your phone number'],
  ['02 2345 6789', 'Enter a valid Egyptian mobile number, e.g. 010 0123 4567'],
])('phone %j → %s', (phone, message) => {
  const rule = validatePhoneOnlyField({ phone }, 'phone');
  expect(rule && validationText('phone', 'phone', rule)).toBe(message);
});

test.each(['01001234567', '1001234567', '201001234567', '+20 100 123 4567', '00201001234567'])(
  '%s is accepted and normalised',
  (phone) => {
    const result = validatePhoneOnly({ phone });
    expect(result.success && result.output).toEqual({ phone: '+201001234567' });
  },
);
