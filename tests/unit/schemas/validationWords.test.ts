import * as v from 'valibot';
import { afterEach, describe, expect, test } from 'vitest';
import { VALIDATION_WORDS, validationText } from '../../../src/content/fields/validation';
import { ContactSchema } from '../../../src/schemas/contact.schema';
import { RULES, type FormField, type Rule } from '../../../src/schemas/failure';
import { FORM_RULES, type CheckedForm } from '../../../src/schemas/fields/formRules';
import { loginSchema, validateLogin } from '../../../src/schemas/login.schema';
import { phoneOnlySchema, validatePhoneOnlyField } from '../../../src/schemas/phoneOnly.schema';
import { resetPasswordSchema } from '../../../src/schemas/resetPassword.schema';
import {
  signupPasswordSchema,
  signupSchema,
  validateSignup,
  type SignupFormValues,
} from '../../../src/schemas/signup.schema';
import { supportSignInSchema } from '../../../src/schemas/supportSignIn.schema';

type AnySchema = v.GenericSchema<unknown, unknown>;

const SCHEMAS: Record<CheckedForm, AnySchema> = {
  signup: signupSchema,
  signupPassword: signupPasswordSchema,
  login: loginSchema,
  phone: phoneOnlySchema,
  resetPassword: resetPasswordSchema,
  contact: ContactSchema,
  supportSignIn: supportSignInSchema,
};

interface Node {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  wrapped?: Node;
  entries?: Record<string, Node>;
}

// The types of the checks a schema holds, through pipes and optional wrappers. A literal
// (the terms box, ticked) is a check of its own; other schemas only say what type a value is.
function checksOf(schema: Node): string[] {
  if (schema.type === 'literal') return ['literal'];
  const inner = schema.wrapped ? checksOf(schema.wrapped) : [];
  const piped = (schema.pipe ?? []).flatMap((item) => {
    if (item === schema || item.kind === 'transformation') return [];
    return item.kind === 'schema' ? checksOf(item) : item.kind === 'validation' ? [item.type] : [];
  });
  return [...inner, ...piped];
}

const forms = Object.keys(FORM_RULES) as CheckedForm[];
type Words = Record<
  string,
  Partial<Record<Rule, (i?: object, o?: { locale?: 'en' | 'ar' }) => string>>
>;
const wordsOf = (form: CheckedForm) => VALIDATION_WORDS[form] as Words;
const tableOf = (form: CheckedForm) =>
  FORM_RULES[form] as Partial<Record<string, Partial<Record<string, Rule>>>>;

// Every (form, field, rule) the tables name: each rule a schema's checks can produce.
const producible = forms.flatMap((form) =>
  Object.entries(tableOf(form)).flatMap(([field, rules]) =>
    [...new Set(Object.values(rules ?? {}))]
      .filter((rule): rule is Rule => !!rule)
      .map((rule) => [form, field, rule] as const),
  ),
);

describe('the rule tables cover every check of every schema', () => {
  test.each(forms)('%s: each field check has a rule', (form) => {
    const schema = SCHEMAS[form] as unknown as Node;
    for (const [field, entry] of Object.entries(schema.entries ?? {})) {
      const checks = checksOf(entry);
      const rules = tableOf(form)[field];
      if (checks.length === 0) continue;
      expect(rules, `${form}.${field}`).toBeDefined();
      for (const check of checks) expect(rules?.[check], `${form}.${field} ${check}`).toBeDefined();
    }
    // Checks across fields (a confirmation that must match) name the field they report on.
    for (const check of checksOf({ ...schema, wrapped: undefined, entries: undefined })) {
      const named = Object.values(tableOf(form)).some((rules) => rules?.[check]);
      expect(named, `${form} ${check}`).toBe(true);
    }
  });

  test('every rule named is one of the closed list', () => {
    for (const [, , rule] of producible) expect(RULES).toContain(rule);
  });
});

describe('every rule a form can break has its words in both languages', () => {
  test.each(producible)('%s.%s %s', (form, field, rule) => {
    const message = wordsOf(form)[field]?.[rule];
    expect(message).toBeDefined();
    const english = message?.({}, { locale: 'en' }) ?? '';
    const arabic = message?.({}, { locale: 'ar' }) ?? '';
    expect(english).not.toBe('');
    expect(arabic).not.toBe('');
    expect(arabic).not.toBe(english);
    expect(validationText(form, field as FormField, rule, { locale: 'en' })).toBe(english);
    expect(validationText(form, field as FormField, rule, { locale: 'ar' })).toBe(arabic);
  });

  test('no words stand for a rule a field cannot break', () => {
    const named = new Set(producible.map(([form, field, rule]) => `${form}.${field}.${rule}`));
    for (const form of forms)
      for (const [field, rules] of Object.entries(wordsOf(form)))
        for (const rule of Object.keys(rules)) expect(named).toContain(`${form}.${field}.${rule}`);
  });
});

describe('rules come from what failed, not from its words', () => {
  afterEach(() => v.deleteGlobalMessage());

  const emptySignup: SignupFormValues = {
    first_name: '',
    last_name: '',
    business_name: '',
    business_type: '',
    email: 'mona@',
    phone: '0100',
    password: '123',
    website_url: 'not a site',
    terms: false,
  };
  const expected = {
    first_name: 'required',
    last_name: 'required',
    business_name: 'required',
    business_type: 'required',
    email: 'invalid',
    phone: 'tooShort',
    password: 'tooShort',
    website_url: 'invalid',
    terms: 'required',
  };

  test('the same rules whatever words valibot gives its issues', () => {
    expect(validateSignup(emptySignup).rules).toEqual(expected);
    v.setGlobalMessage(() => 'other words altogether');
    expect(validateSignup(emptySignup).rules).toEqual(expected);
  });

  test('one English text, two rules: the phone is empty, or short', () => {
    expect(validationText('login', 'phone', 'required', { locale: 'en' })).toBe(
      validationText('login', 'phone', 'tooShort', { locale: 'en' }),
    );
    expect(validateLogin({ phone: '', password: 'secret1' }).rules).toEqual({ phone: 'required' });
    expect(validateLogin({ phone: '0100', password: 'secret1' }).rules).toEqual({
      phone: 'tooShort',
    });
  });

  test.each([
    ['abcdefghijkl', 'notMobile'],
    ['0100 12', 'tooShort'],
    ['٠١٠٠١٢٣', 'tooShort'],
    ['02 2345 6789', 'notMobile'],
    ['٠١٠٠١٢٣٤٥٦٧', undefined],
    ['010 0123 4567', undefined],
  ] as const)('the phone %j breaks %s', (phone, rule) => {
    expect(validatePhoneOnlyField({ phone }, 'phone')).toBe(rule);
  });
});
