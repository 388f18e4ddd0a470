import { describe, expect, test } from 'vitest';
import { validationText } from '../../../src/content/fields/validation';
import {
  validateSignup,
  validateSignupField,
  type SignupFormValues,
} from '../../../src/schemas/signup.schema';
import { pendingRegistration } from '../../helpers/pendingRegistration';

const owner = pendingRegistration();
// As the form holds them: the type as its select value, the phone as typed with spaces.
const valid: SignupFormValues = {
  ...owner,
  business_type: String(owner.business_type),
  phone: '010 0123 4567',
  password: 'secret1',
  terms: true,
};

// What the field shows: the rule its check names, in the page's words.
function fieldError(patch: Partial<SignupFormValues>, field: keyof SignupFormValues) {
  const rule = validateSignupField({ ...valid, ...patch }, field);
  return rule && validationText('signup', field, rule);
}

describe('sign-up schema messages', () => {
  test.each([
    ['first_name', { first_name: '' }, 'please enter firstnamt'],
    ['first_name', { first_name: '   ' }, 'please enter firstnamt'],
    ['last_name', { last_name: '' }, 'please enter lastname'],
    ['email', { email: '' }, 'please enter your email'],
    ['email', { email: 'mona@' }, 'invalid email'],
    ['password', { password: '' }, 'please enter your password'],
    ['password', { password: '12345' }, 'password must be at least 6 characters'],
    ['business_name', { business_name: '' }, 'please enter your business name'],
    ['business_type', { business_type: '' }, 'please enter your business type'],
    ['website_url', { website_url: 'not a site' }, 'Must be a valid domain or URL'],
    ['website_url', { website_url: 'http://nileyoga' }, 'Must be a valid domain or URL'],
    ['website_url', { website_url: 'nileyoga.c' }, 'Must be a valid domain or URL'],
    // Refused by the API too: the form must not let through what fails after verification.
    ['website_url', { website_url: 'nile_yoga.example' }, 'Must be a valid domain or URL'],
    ['website_url', { website_url: 'nileyoga.example/a b' }, 'Must be a valid domain or URL'],
    ['phone', { phone: '' }, 'please enter your phone number'],
    ['phone', { phone: '0123' }, 'please enter your phone number'],
    [
      'phone',
      { phone: '02 2345 6789' },
      'Enter a valid Egyptian mobile number, e.g. 010 0123 4567',
    ],
    [
      'phone',
      { phone: 'abcdefghijkl' },
      'Enter a valid Egyptian mobile number, e.g. 010 0123 4567',
    ],
    ['terms', { terms: false }, 'you must agree to our terms and conditions'],
  ] as const)('%s %j → %s', (field, patch, message) => {
    expect(fieldError(patch, field)).toBe(message);
  });

  test.each([
    '',
    'nileyoga.example',
    'www.nileyoga.example',
    'https://nileyoga.example/classes',
    'http://a-b.co',
    'nileyoga.example:8080/classes?day=fri',
  ])('website %j is accepted', (website_url) =>
    expect(fieldError({ website_url }, 'website_url')).toBeUndefined(),
  );

  test('an empty form gives every required message, one per field', () => {
    const result = validateSignup({
      first_name: '',
      last_name: '',
      business_name: '',
      business_type: '',
      email: '',
      phone: '',
      password: '',
      website_url: '',
      terms: false,
    });
    expect(result.success).toBe(false);
    const shown = Object.fromEntries(
      Object.entries(result.rules).map(([field, rule]) => [
        field,
        rule && validationText('signup', field as keyof SignupFormValues, rule),
      ]),
    );
    expect(shown).toEqual({
      first_name: 'please enter firstnamt',
      last_name: 'please enter lastname',
      business_name: 'please enter your business name',
      business_type: 'please enter your business type',
      email: 'please enter your email',
      phone: 'please enter your phone number',
      password: 'please enter your password',
      terms: 'you must agree to our terms and conditions',
    });
  });

  test('a valid form outputs values ready for the register call', () => {
    const result = validateSignup({
      ...valid,
      first_name: ' Mona ',
      website_url: ' nileyoga.example ',
      location: { latitude: 30.04, longitude: 31.24 },
    });
    expect(result.success && result.output).toEqual({
      ...valid,
      business_type: owner.business_type,
      phone: owner.phone,
      website_url: 'nileyoga.example',
      location: { latitude: 30.04, longitude: 31.24 },
    });
  });
});
