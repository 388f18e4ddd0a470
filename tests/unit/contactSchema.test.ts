import { describe, expect, test } from 'vitest';
import { validateContact, validateContactField } from '../../src/schemas/contact.schema';

describe('contact schema', () => {
  test.each([
    ['fullname', 'Full name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ] as const)('an empty %s reads "%s"', (field, message) => {
    expect(validateContactField(field, '')).toBe(message);
  });

  test('a value of only spaces counts as empty', () => {
    expect(validateContactField('fullname', '   \n\t')).toBe('Full name is required');
    expect(validateContactField('message', '   ')).toBe('Message is required');
  });

  test.each(['nora', 'nora@', 'nora@example', '@example.com', 'nora @example.com', 'a@b.c d'])(
    'rejects the address "%s"',
    (email) => {
      expect(validateContactField('email', email)).toBe('Please enter a valid email address');
    },
  );

  test.each(['nora@example.com', ' nora.s+gym@studio.example.eg '])(
    'accepts the address "%s"',
    (email) => {
      expect(validateContactField('email', email)).toBeUndefined();
    },
  );

  test('a valid form yields the trimmed values to send', () => {
    const result = validateContact({
      fullname: '  Nora Salah ',
      email: ' nora@example.com ',
      message: '\n Hello \n',
    });
    expect(result).toEqual({
      success: true,
      output: { fullname: 'Nora Salah', email: 'nora@example.com', message: 'Hello' },
    });
  });

  test('an invalid form yields one message per invalid field', () => {
    const result = validateContact({ fullname: '', email: 'nope', message: 'Hi' });
    expect(result).toEqual({
      success: false,
      errors: { fullname: 'Full name is required', email: 'Please enter a valid email address' },
    });
  });
});
