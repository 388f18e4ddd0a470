import { expect, test } from 'vitest';
import { validationText } from '../../../src/content/fields/validation';
import {
  validateResetPassword,
  validateResetPasswordField,
} from '../../../src/schemas/resetPassword.schema';

test.each([
  ['newPassword', { newPassword: '', confirmNewPassword: '' }, 'new password field is required!'],
  [
    'newPassword',
    { newPassword: '12345', confirmNewPassword: '12345' },
    'password should be 6 characters at least',
  ],
  [
    'confirmNewPassword',
    { newPassword: '123456', confirmNewPassword: '123457' },
    'password is not match',
  ],
  [
    'confirmNewPassword',
    { newPassword: '123456', confirmNewPassword: '' },
    'password is not match',
  ],
] as const)('%s %j → %s', (field, values, message) => {
  const rule = validateResetPasswordField(values, field);
  expect(rule && validationText('resetPassword', field, rule)).toBe(message);
});

test('the mismatch shows on the confirm field only', () => {
  const result = validateResetPassword({ newPassword: '123456', confirmNewPassword: '654321' });
  expect(result.rules).toEqual({ confirmNewPassword: 'mismatch' });
  expect(validationText('resetPassword', 'confirmNewPassword', 'mismatch')).toBe(
    'password is not match',
  );
});

test('matching passwords pass', () => {
  const result = validateResetPassword({ newPassword: 'newpass', confirmNewPassword: 'newpass' });
  expect(result.success).toBe(true);
});
