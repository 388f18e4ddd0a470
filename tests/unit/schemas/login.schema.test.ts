import { describe, expect, test } from 'vitest';
import { validationText } from '../../../src/content/fields/validation';
import type { Locale } from '../../../src/paraglide/runtime.js';
import {
  validateLogin,
  validateLoginField,
  type LoginField,
  type LoginFormValues,
} from '../../../src/schemas/login.schema';
import { testPhone } from '../../helpers/phones';

const phone = testPhone().local;

// What the field shows: the rule its check names, in the form's language.
function shown(values: LoginFormValues, field: LoginField, locale?: Locale) {
  const rule = validateLoginField(values, field);
  return rule && validationText('login', field, rule, locale ? { locale } : undefined);
}

describe('login schema, English', () => {
  test.each([
    ['phone', { phone: '', password: 'secret1' }, 'please enter your phone number'],
    ['phone', { phone: '010012', password: 'secret1' }, 'please enter your phone number'],
    [
      'phone',
      { phone: '02 2345 6789', password: 'secret1' },
      'Enter a valid Egyptian mobile number, e.g. 010 0123 4567',
    ],
    ['password', { phone, password: '' }, 'please enter your password'],
    ['password', { phone, password: '12345' }, 'password must be at least 6 characters'],
  ] as const)('%s %j → %s', (field, values, message) => {
    expect(shown(values, field)).toBe(message);
    expect(shown(values, field, 'en')).toBe(message);
  });

  test('a valid login outputs the phone in international format', () => {
    const result = validateLogin({ phone: '010 0123 4567', password: 'secret1' });
    expect(result.success && result.output).toEqual({
      phone: '+201001234567',
      password: 'secret1',
    });
  });
});

describe('login schema, Arabic', () => {
  test.each([
    ['phone', { phone: '', password: 'secret1' }, 'الرجاء إدخال رقم هاتفك'],
    [
      'phone',
      { phone: '010012', password: 'secret1' },
      'يجب أن يتكون رقم الهاتف من ١٠ أرقام على الأقل',
    ],
    [
      'phone',
      { phone: '02 2345 6789', password: 'secret1' },
      'الرجاء إدخال رقم هاتف محمول مصري صحيح، مثل \u2066010 0123 4567\u2069',
    ],
    ['password', { phone, password: '' }, 'الرجاء إدخال كلمة المرور'],
    ['password', { phone, password: '12345' }, 'يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل'],
  ] as const)('%s %j → %s', (field, values, message) => {
    expect(shown(values, field, 'ar')).toBe(message);
  });

  test('empty form gives both Arabic required messages', () => {
    const { rules } = validateLogin({ phone: '', password: '' });
    expect(rules).toEqual({ phone: 'required', password: 'required' });
    expect(validationText('login', 'phone', 'required', { locale: 'ar' })).toBe(
      'الرجاء إدخال رقم هاتفك',
    );
    expect(validationText('login', 'password', 'required', { locale: 'ar' })).toBe(
      'الرجاء إدخال كلمة المرور',
    );
  });
});
