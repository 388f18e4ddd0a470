import * as v from 'valibot';
import { REFERENCE_PATTERN } from '../../src/schemas/flowTrace';
import { UPLOAD_TOKEN_PATTERN } from '../../src/schemas/traceReference';
import { BUSINESS_OWNER_ROLE } from '../../src/schemas/roles';
import { readableText } from '../../src/schemas/textRule';
import { WEBSITE_PATTERN } from '../../src/schemas/website';
import { toMobileE164 } from './phone';

// Request bodies. Messages are shown to the user as they are.
const TYPE_IDS = 'Business types must be a list of type ids.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TRACE_REFERENCE = 'The support reference is not valid.';
const TRACE_TOKEN = 'The trace token is not valid.';

// The largest id PostgreSQL's integer holds: anything above cannot name a business type.
const MAX_ID = 2_147_483_647;

// A missing key reads as an empty value, so both get the field's own message.
const present = (label: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${label} is required.`), ''),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    readableText(label),
  );

const requiredText = (label: string, max = 100, options: { lines?: boolean } = {}) =>
  v.pipe(
    v.optional(v.string(`${label} is required.`), ''),
    v.trim(),
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    readableText(label, options),
  );

const password = (label: string) =>
  v.pipe(present(label, 128), v.minLength(6, `${label} must be at least 6 characters.`));

const coordinate = (limit: number) =>
  v.pipe(
    v.number('Location must be numbers.'),
    v.minValue(-limit, 'Location is out of range.'),
    v.maxValue(limit, 'Location is out of range.'),
  );

export const MobileNumberSchema = v.pipe(
  present('Phone number', 32),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const e164 = toMobileE164(dataset.value);
    if (e164) return e164;
    addIssue({
      message: 'Enter a valid mobile number in international format, e.g. +201001234567.',
    });
    return NEVER;
  }),
);

export const RegisterSchema = v.object(
  {
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
      v.array(
        v.string(`Only the ${BUSINESS_OWNER_ROLE} role can be registered.`),
        'Roles must be a list.',
      ),
      v.check(
        (roles) => roles.length === 1 && roles[0] === BUSINESS_OWNER_ROLE,
        `Only the ${BUSINESS_OWNER_ROLE} role can be registered.`,
      ),
    ),
    businessName: requiredText('Business name', 150),
    businessTypeIds: v.pipe(
      v.array(
        v.pipe(
          v.number(TYPE_IDS),
          v.integer(TYPE_IDS),
          v.minValue(1, TYPE_IDS),
          v.maxValue(MAX_ID, TYPE_IDS),
        ),
        TYPE_IDS,
      ),
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
  },
  'Send the registration details as a JSON object.',
);

export const LoginSchema = v.object(
  {
    username: present('Phone number', 32),
    password: present('Password', 128),
  },
  'Phone number and password are required.',
);

export const PasswordResetSchema = v.object(
  {
    newPassword: password('New password'),
    otp: v.optional(
      v.pipe(
        v.string('The verification must be text.'),
        v.maxLength(8192, 'The verification is too long.'),
      ),
      '',
    ),
  },
  'New password is required.',
);

export const ContactSchema = v.object(
  {
    fullname: requiredText('Full name', 200),
    email: v.pipe(requiredText('Email', 254), v.regex(EMAIL, 'Please enter a valid email address')),
    message: requiredText('Message', 5000, { lines: true }),
    // A form post carries the hidden field even when the page recorded no trace: empty is none.
    traceReference: v.pipe(
      v.optional(v.string(TRACE_REFERENCE), ''),
      v.trim(),
      v.check(
        (reference) => reference === '' || REFERENCE_PATTERN.test(reference),
        TRACE_REFERENCE,
      ),
      v.transform((reference) => reference || undefined),
    ),
    // The secret the trace's upload answered with: without it the message names no trace.
    traceToken: v.pipe(
      v.optional(v.string(TRACE_TOKEN), ''),
      v.trim(),
      v.check((token) => token === '' || UPLOAD_TOKEN_PATTERN.test(token), TRACE_TOKEN),
      v.transform((token) => token || undefined),
    ),
  },
  'Full name, email and message are required.',
);

export const SupportEmailSchema = v.pipe(
  requiredText('Email', 254),
  v.regex(EMAIL, 'Enter a valid email address.'),
);

// The password as sign-in takes it; `npm run support:add` holds new passwords to it too, so
// no account is made with a password sign-in would refuse.
export const SupportPasswordField = present('Password', 128);

export const SupportLoginSchema = v.object(
  {
    email: present('Email', 254),
    password: SupportPasswordField,
  },
  'Email and password are required.',
);
