import * as v from 'valibot';
import type { contactFieldLabels } from '../content/contact';
import { m } from '../paraglide/messages.js';

export type ContactField = keyof typeof contactFieldLabels;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

// Form order: the first invalid field in this order takes focus after a failed submit.
export const contactFields = ['fullname', 'email', 'message'] as const satisfies ContactField[];

// Deliberately simple: something@something.tld, no spaces. The server is the final judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A sentence per field rather than the label in a pattern: Arabic agrees with its gender.
const REQUIRED_MESSAGES: Record<ContactField, string> = {
  fullname: m.validation_contact_fullname_required(),
  email: m.validation_contact_email_required(),
  message: m.validation_contact_message_required(),
};
const EMAIL_INVALID = m.validation_contact_email_invalid();

const requiredText = (field: ContactField) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGES[field]));

export const ContactSchema = v.object({
  fullname: requiredText('fullname'),
  email: v.pipe(requiredText('email'), v.regex(EMAIL_PATTERN, EMAIL_INVALID)),
  message: requiredText('message'),
});

/** The message to show under one field, or undefined when the value is acceptable. */
export function validateContactField(field: ContactField, value: string): string | undefined {
  const result = v.safeParse(ContactSchema.entries[field], value, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}

export type ContactValidation =
  { success: true; output: ContactValues } | { success: false; errors: ContactErrors };

/** Validates the whole form; on success the output holds the trimmed values to send. */
export function validateContact(values: ContactValues): ContactValidation {
  const result = v.safeParse(ContactSchema, values, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const message = validateContactField(field, values[field]);
    if (message) errors[field] = message;
  }
  return { success: false, errors };
}

/** The rule a contact message stands for, as the flow trace names it. */
export function contactRuleOf(message: string): string {
  return message === EMAIL_INVALID ? 'emailInvalid' : 'required';
}
