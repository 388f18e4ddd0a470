// The contact form: three required fields, the email something@something.tld.
import * as v from 'valibot';
import type { FORMS } from './failure';
import { FORM_RULES } from './fields/formRules';
import { validateAll, validateField } from './fields/validate';

export type ContactField = (typeof FORMS)['contact'][number];
export type ContactValues = Record<ContactField, string>;

// Deliberately simple: something@something.tld, no spaces. The server is the final judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = () => v.pipe(v.string(), v.trim(), v.nonEmpty());

export const ContactSchema = v.object({
  fullname: requiredText(),
  email: v.pipe(requiredText(), v.regex(EMAIL_PATTERN)),
  message: requiredText(),
});

/** Validates the whole form; on success the output holds the trimmed values to send. */
export const validateContact = (values: ContactValues) =>
  validateAll(ContactSchema, FORM_RULES.contact, values);

/** The rule one field breaks, or undefined when its value is acceptable. */
export const validateContactField = (values: ContactValues, field: ContactField) =>
  validateField(ContactSchema, FORM_RULES.contact, values, field);
