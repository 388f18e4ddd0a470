import { describe, expect, test } from 'vitest';
import { validationText } from '../../src/content/fields/validation';
import {
  validateContact,
  validateContactField,
  type ContactField,
  type ContactValues,
} from '../../src/schemas/contact.schema';

const EMPTY: ContactValues = { fullname: '', email: '', message: '' };

// What the field shows for a value: the rule its check names, in the page's words.
function shown(field: ContactField, value: string) {
  const rule = validateContactField({ ...EMPTY, [field]: value }, field);
  return rule && validationText('contact', field, rule);
}

describe('contact schema', () => {
  test.each([
    ['fullname', 'Full name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ] as const)('an empty %s reads "%s"', (field, message) => {
    expect(shown(field, '')).toBe(message);
  });

  test('a value of only spaces counts as empty', () => {
    expect(shown('fullname', '   \n\t')).toBe('Full name is required');
    expect(shown('message', '   ')).toBe('Message is required');
  });

  test.each(['nora', 'nora@', 'nora@example', '@example.com', 'nora @example.com', 'a@b.c d'])(
    'rejects the address "%s"',
    (email) => {
      expect(shown('email', email)).toBe('Please enter a valid email address');
    },
  );

  test.each(['nora@example.com', ' nora.s+gym@studio.example.eg '])(
    'accepts the address "%s"',
    (email) => {
      expect(shown('email', email)).toBeUndefined();
    },
  );

  test('a valid form yields the trimmed values to send', () => {
    const result = validateContact({
      fullname: '  Nora Salah ',
      email: ' nora@example.com ',
      message: '\n Hello \n',
    });
    expect(result).toMatchObject({
      success: true,
      output: { fullname: 'Nora Salah', email: 'nora@example.com', message: 'Hello' },
    });
  });

  test('an invalid form yields one rule per invalid field, each with its message', () => {
    const result = validateContact({ fullname: '', email: 'nope', message: 'Hi' });
    expect(result).toEqual({ success: false, rules: { fullname: 'required', email: 'invalid' } });
    expect(validationText('contact', 'fullname', 'required')).toBe('Full name is required');
    expect(validationText('contact', 'email', 'invalid')).toBe(
      'Please enter a valid email address',
    );
  });
});
