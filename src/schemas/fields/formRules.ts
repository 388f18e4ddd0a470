// Which rule each check of a form stands for, read from what valibot says failed: the field
// (`issue.path`) and the kind of check (`issue.type`), never the message. Schemas carry no
// words; a rule stays the same whatever the page's language or wording, and the trace, the
// replay and the words on screen (src/content/fields/validation.ts) all start from it.
import type { FORMS, FormField, FormName, Rule } from '../failure';

// The issue types the forms' schemas raise: valibot's `type` of each check they use.
export const ISSUE_TYPES = [
  'non_empty',
  'min_length',
  'email',
  'regex',
  'check',
  'literal',
  'partial_check',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

type FieldRuleTable = Partial<Record<IssueType, Rule>>;

// Every form with checks: the forms whose refusals the trace records, and the support
// console's sign-in, which no trace records.
export type CheckedForm = FormName | 'supportSignIn';

const REQUIRED = { non_empty: 'required' } as const;
const PASSWORD = { non_empty: 'required', min_length: 'tooShort' } as const;
// Typed at all, then at least 10 digits (a `regex` that counts them), then a real mobile:
// both `check`s (only digits and separators, a mobile range) say it is not a mobile number.
const PHONE = { non_empty: 'required', regex: 'tooShort', check: 'notMobile' } as const;
const EMAIL = { non_empty: 'required', email: 'invalid' } as const;
const MISMATCH = { partial_check: 'mismatch' } as const;

type TracedTables = { [F in FormName]: { [K in (typeof FORMS)[F][number]]?: FieldRuleTable } };

/**
 * Per form and field, the rule each issue type stands for. A field's first rule is the one it
 * breaks when its value is not even of the schema's type (no input of the site makes one).
 */
export const FORM_RULES = {
  signup: {
    first_name: REQUIRED,
    last_name: REQUIRED,
    business_name: REQUIRED,
    // Nothing chosen, or not one of the listed types: either way, a type is to be chosen.
    business_type: { non_empty: 'required', regex: 'required' },
    email: EMAIL,
    phone: PHONE,
    password: PASSWORD,
    website_url: { check: 'invalid' },
    terms: { literal: 'required' },
  },
  // The password asked again after a reload lost it mid sign-up.
  signupPassword: { password: PASSWORD, confirmPassword: MISMATCH },
  login: { phone: PHONE, password: PASSWORD },
  phone: { phone: PHONE },
  resetPassword: { newPassword: PASSWORD, confirmNewPassword: MISMATCH },
  contact: {
    fullname: REQUIRED,
    email: { non_empty: 'required', regex: 'invalid' },
    message: REQUIRED,
  },
  supportSignIn: { email: EMAIL, password: REQUIRED },
} as const satisfies TracedTables & { supportSignIn: Partial<Record<FormField, FieldRuleTable>> };

export type FormRules = typeof FORM_RULES;

/** The fields of a form that have rules. */
export type RuleField<F extends CheckedForm> = keyof FormRules[F] & FormField;

/** Every field of a form, with rules or not (the sign-up's location has none). */
export type FieldOfForm<F extends CheckedForm> = F extends FormName
  ? (typeof FORMS)[F][number]
  : RuleField<F>;

/** The rules one field of a form can break. */
export type RuleOf<F extends CheckedForm, K extends RuleField<F>> = Extract<
  FormRules[F][K][keyof FormRules[F][K]],
  Rule
>;
