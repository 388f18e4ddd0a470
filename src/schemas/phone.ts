// Phone numbers as the flows need them: one international format (+201001234567) whatever
// the user typed, and a real mobile check. The `mobile` metadata knows which Egyptian (and
// foreign) number ranges are mobiles; the default `min` metadata only checks lengths. What
// loads it, and when, is src/slowPhone/phoneMetadata.ts: this module only reads what it was given.
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/core';
import * as v from 'valibot';
import { toLatinDigits } from './digits';

// The numbering plans the checks read. src/slowPhone/phoneMetadata.ts loads each and hands its
// parser here; until Egypt's is in, no number parses and none is checkable.
export type ParsePhone = (e164: string) => PhoneNumber | undefined;
export type PhonePlan = 'egypt' | 'world';
const plans: Partial<Record<PhonePlan, ParsePhone>> = {};

export function providePhonePlan(plan: PhonePlan, parse: ParsePhone): void {
  plans[plan] = parse;
}

// Calling codes are prefix-free: +20 alone says Egyptian, so this needs no metadata (and no
// parse, which the press that checks the form would pay for).
export function isEgyptian(input: string): boolean {
  return internationalDigits(input).replace(/^0+/, '').startsWith(DEFAULT_DIAL_CODE);
}

/**
 * True once the plan `input` needs is in: Egypt's for an Egyptian number or an empty field,
 * the world's for any other.
 */
export function mobileMetadataReady(input = ''): boolean {
  if (!plans.egypt) return false;
  return !!plans.world || input.trim() === '' || isEgyptian(input);
}

export const DEFAULT_COUNTRY: CountryCode = 'EG';
export const DEFAULT_DIAL_CODE = '20';
export const PHONE_MIN_DIGITS = 10;

// What a person may type in a phone field: digits (Latin or Arabic-Indic), one leading +,
// spaces and separators.
const TYPABLE = /^\s*\+?[\d\s\-().]*$/;

/** False when the input holds anything but digits, a leading + and separators. */
export function isTypablePhone(input: string): boolean {
  return TYPABLE.test(toLatinDigits(input));
}

function parseInternational(e164: string) {
  return (plans.world ?? plans.egypt)?.(e164);
}

// The typed number's digits with a calling code in front: Egypt's when it was typed without
// one. Nothing is looked up, so a foreign number's trunk zero is still there.
function internationalDigits(input: string): string {
  const trimmed = toLatinDigits(input).trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits === '' || international) return digits;
  // A single leading zero is the national trunk prefix (010…); otherwise the number
  // either already starts with the dial code or lacks it.
  if (digits.startsWith('0')) return DEFAULT_DIAL_CODE + digits.replace(/^0+/, '');
  if (!digits.startsWith(DEFAULT_DIAL_CODE)) return DEFAULT_DIAL_CODE + digits;
  return digits;
}

/**
 * Digits only, dial code prepended if missing, leading zero after the dial code removed,
 * + prefix. `01001234567`, `1001234567`, `201001234567`, `+20 100 123 4567` and
 * `00201001234567` all become `+201001234567`. Returns '' when there are no digits.
 */
export function normalizePhone(input: string): string {
  const digits = internationalDigits(input);
  if (digits === '') return '';
  const callingCode = parseInternational(`+${digits}`)?.countryCallingCode;
  const code = callingCode ?? (digits.startsWith(DEFAULT_DIAL_CODE) ? DEFAULT_DIAL_CODE : '');
  const rest = digits.slice(code.length).replace(/^0+/, '');
  return `+${code}${rest}`;
}

/**
 * True for an Egyptian or international mobile number, in any of the typed forms above.
 * Needs the metadata: before it has loaded, no number is a mobile one.
 */
export function isValidMobile(input: string): boolean {
  if (!isTypablePhone(input)) return false;
  const normalized = normalizePhone(input);
  if (normalized === '') return false;
  // With the mobile metadata, isValid() is true only for numbers in a mobile range.
  return parseInternational(normalized)?.isValid() ?? false;
}

/**
 * A stored international number as the phone field shows it: an Egyptian one the way
 * Egyptians write it, with the trunk 0 (`+201001234567` → `010 0123 4567`), any other as it
 * is. Calling codes are prefix-free, so +20 alone says Egyptian: no metadata needed, and a
 * prefilled field renders before the metadata loads.
 */
export function phoneFieldValue(e164: string): string {
  const national = new RegExp(`^\\+${DEFAULT_DIAL_CODE}0*(\\d+)$`).exec(e164)?.[1];
  if (!national) return e164;
  // Egyptian mobiles have ten national digits: 0 and the operator's two, then 4 and 4.
  const groups = national.match(/^(\d{2})(\d{4})(\d{4})$/);
  return `0${groups ? groups.slice(1).join(' ') : national}`;
}

/**
 * A number as the code screen shows it, in full, so the owner can see a typo: an Egyptian
 * one as the phone field shows it (`010 0123 4567`), any other in international form
 * (`+44 7911 123456`, grouped once the metadata is in).
 */
export function displayPhone(input: string): string {
  const normalized = normalizePhone(input);
  if (normalized.startsWith(`+${DEFAULT_DIAL_CODE}`)) return phoneFieldValue(normalized);
  return parseInternational(normalized)?.formatInternational() ?? normalized;
}

// The digits people type (Latin, Arabic-Indic, Eastern Arabic-Indic: src/schemas/digits.ts),
// counted where they are typed: at least PHONE_MIN_DIGITS of them, whatever sits between.
const DIGITS = '0-9\\u0660-\\u0669\\u06f0-\\u06f9';
const ENOUGH_DIGITS = new RegExp(`^(?:[^${DIGITS}]*[${DIGITS}]){${PHONE_MIN_DIGITS}}`);

/**
 * The phone field of every flow form: required, at least 10 digits, a real mobile; its
 * output is the normalised international number the API and phone auth expect. Each rule is
 * its own kind of check (src/schemas/fields/formRules.ts): the digit count is the one `regex`, and
 * both `check`s say the number is not a mobile one.
 */
export function phoneField() {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(),
    // Letters are a wrong number, not a short one: the issues come in this order, and a
    // field shows its first.
    v.check(isTypablePhone),
    v.regex(ENOUGH_DIGITS),
    // Before the metadata arrives (a field left in the first seconds) only the checks above
    // run; a submit waits for it (useValidatedForm's `prepare`), so nothing unchecked is sent.
    v.check((input) => !mobileMetadataReady(input) || isValidMobile(input)),
    v.transform(normalizePhone),
  );
}
