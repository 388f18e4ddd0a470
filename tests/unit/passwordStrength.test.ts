import { describe, expect, test } from 'vitest';
import { passwordStrength } from '../../src/schemas/passwordStrength';
import { validateSignupField } from '../../src/schemas/signup.schema';
import { pendingRegistration } from '../helpers/pendingRegistration';

describe('passwordStrength', () => {
  test.each([
    ['', 'empty'],
    ['abc12', 'short'],
    ['abcdef', 'weak'],
    ['abcdef12', 'fair'],
    ['Abcdef12', 'fair'],
    ['Abcdef12#', 'strong'],
    ['correct horse battery', 'fair'],
  ])('%j is %s', (password, level) => {
    expect(passwordStrength(password).level).toBe(level);
  });

  test('names what is missing, in a fixed order', () => {
    expect(passwordStrength('abcdef').tips).toEqual(['uppercase', 'digit', 'special', 'length']);
    expect(passwordStrength('Abcdefgh12#x').tips).toEqual([]);
  });

  // Advice only: the sign-up accepts a weak password that meets the 6-character minimum.
  test('never blocks what the minimum allows', () => {
    const values = { ...pendingRegistration(), password: 'abcdef', terms: true };
    expect(passwordStrength('abcdef').level).toBe('weak');
    expect(
      validateSignupField({ ...values, business_type: '1', website_url: '' }, 'password'),
    ).toBeUndefined();
  });
});
