import { expect, test } from 'vitest';
import {
  validateStrongPassword,
  validateStrongPasswordField,
} from '../../../src/schemas/strongPassword.schema';

test.each([
  ['', 'please enter your password'],
  ['Ab1@', 'password must be at least 6 characters'],
  ['ABCDE1@', 'password must contain a lowercase letter'],
  ['abcde1@', 'password must contain an uppercase letter'],
  ['Abcdef@', 'password must contain a digit'],
  ['Abcdef1', 'password must contain a special character (@ $ ! % * ? & #)'],
])('password %j → %s', (password, message) => {
  expect(validateStrongPasswordField({ password, confirmPassword: password }, 'password')).toBe(
    message,
  );
});

test.each(['@', '$', '!', '%', '*', '?', '&', '#'])('%s counts as a special character', (c) => {
  const password = `Abcde1${c}`;
  expect(validateStrongPassword({ password, confirmPassword: password }).success).toBe(true);
});

test('confirmation must match', () => {
  expect(
    validateStrongPasswordField(
      { password: 'Abcde1#', confirmPassword: 'Abcde1$' },
      'confirmPassword',
    ),
  ).toBe('password must match confirmation');
});
