import * as v from 'valibot';
import { WEBSITE_PATTERN } from '../../src/schemas/website';
import { toMobileE164 } from './phone';

// Request bodies. Messages are shown to the user as they are.
const BUSINESS_OWNER = 'Business Owner';
const TYPE_IDS = 'Business types must be a list of type ids.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A missing key reads as an empty value, so both get the field's own message.
const present = (label: string) =>
  v.pipe(v.optional(v.string(`${label} is required.`), ''), v.nonEmpty(`${label} is required.`));

const requiredText = (label: string, max = 100) =>
  v.pipe(
    v.optional(v.string(`${label} is required.`), ''),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
  );

const password = (label: string) =>
  v.pipe(
    present(label),
    v.minLength(6, `${label} must be at least 6 characters.`),
    v.maxLength(128, `${label} must be at most 128 characters.`),
  );

const coordinate = (limit: number) =>
  v.pipe(
    v.number('Location must be numbers.'),
    v.minValue(-limit, 'Location is out of range.'),
    v.maxValue(limit, 'Location is out of range.'),
  );

export const MobileNumberSchema = v.pipe(
  present('Phone number'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const e164 = toMobileE164(dataset.value);
    if (e164) return e164;
    addIssue({
      message: 'Enter a valid mobile number in international format, e.g. +201001234567.',
    });
    return NEVER;
  }),
);

export const RegisterSchema = v.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  location: v.optional(
    v.object(
      { longitude: coordinate(180), latitude: coordinate(90) },
      'Location must have a longitude and a latitude.',
    ),
    { longitude: 0, latitude: 0 },
  ),
  email: v.pipe(requiredText('Email', 254), v.email('Enter a valid email address.')),
  mobileNumber: MobileNumberSchema,
  password: password('Password'),
  roles: v.pipe(
    v.array(v.string(), 'Roles must be a list.'),
    v.check(
      (roles) => roles.length === 1 && roles[0] === BUSINESS_OWNER,
      `Only the ${BUSINESS_OWNER} role can be registered.`,
    ),
  ),
  businessName: requiredText('Business name', 150),
  businessTypeIds: v.pipe(
    v.array(v.pipe(v.number(TYPE_IDS), v.integer(TYPE_IDS), v.minValue(1, TYPE_IDS)), TYPE_IDS),
    v.minLength(1, 'Choose your business type.'),
    v.maxLength(20, 'Choose at most 20 business types.'),
  ),
  websiteUrl: v.optional(
    v.pipe(
      v.string('Must be a valid domain or URL'),
      v.trim(),
      v.maxLength(2048, 'Must be a valid domain or URL'),
      v.check((url) => url === '' || WEBSITE_PATTERN.test(url), 'Must be a valid domain or URL'),
    ),
    '',
  ),
});

export const LoginSchema = v.object(
  {
    username: present('Phone number'),
    password: present('Password'),
  },
  'Phone number and password are required.',
);

export const PasswordResetSchema = v.object(
  {
    newPassword: password('New password'),
    otp: v.optional(v.string(), ''),
  },
  'New password is required.',
);

export const ContactSchema = v.object(
  {
    fullname: requiredText('Full name', 200),
    email: v.pipe(requiredText('Email', 254), v.regex(EMAIL, 'Please enter a valid email address')),
    message: requiredText('Message', 5000),
  },
  'Full name, email and message are required.',
);
