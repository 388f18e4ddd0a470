// Phone numbers as the flows need them: one international format (+201001234567) whatever
// the user typed, and a real mobile check. The `mobile` metadata knows which Egyptian (and
// foreign) number ranges are mobiles; the default `min` metadata only checks lengths.
// None of it is part of any page's first load. It comes in two parts: the library's code with
// Egypt's plan alone (phoneMetadata.eg.gen.json, under 1 kB) loads when the owner reaches for
// a form, with the flows' other code; the whole world's plans (about 24 kB) only once a
// number from elsewhere is typed. A form that checks a phone waits for the part its number
// needs before it accepts a submit (`mobileChecks`).
import type { CountryCode, MetadataJson, PhoneNumber } from 'libphonenumber-js/core';
import * as v from 'valibot';
import { toLatinDigits } from './digits';

type Parse = (e164: string) => PhoneNumber | undefined;
interface Plans {
  parse?: Parse;
  loading?: Promise<void>;
}
const egypt: Plans = {};
const world: Plans = {};

function loadPlans(plans: Plans, metadata: () => Promise<unknown>): Promise<void> {
  plans.loading ??= Promise.all([
    // Destructured where it is imported, so the build keeps the parser alone of the library.
    import('libphonenumber-js/core').then(
      ({ parsePhoneNumberFromString }) => parsePhoneNumberFromString,
    ),
    metadata(),
  ]).then(
    ([parse, json]) => {
      // The JSON's arrays read as unions of their members: the library's own type says more.
      const data = json as MetadataJson;
      // A submit reads its number three times (the mobile check, its normalised form, the
      // output), and each read parses: the last few answers are kept.
      const parsed = new Map<string, PhoneNumber | undefined>();
      plans.parse = (e164) => {
        if (parsed.has(e164)) return parsed.get(e164);
        const number = parse(e164, DEFAULT_COUNTRY, data);
        parsed.set(e164, number);
        if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
        return number;
      };
      // The parser's first number costs several times any later one (its code and patterns
      // are compiled then): paid while the page is idle rather than by the press that first
      // checks a number, Send. Egypt's plan alone answers both checks for a sample mobile.
      whenIdle(() => parse(WARM_UP_NUMBER, DEFAULT_COUNTRY, data)?.isValid());
    },
    (error: unknown) => {
      plans.loading = undefined;
      throw error;
    },
  );
  return plans.loading;
}

/** Loads Egypt's plan once; a failed load (offline) can be tried again. */
export function loadMobileMetadata(): Promise<void> {
  return loadPlans(egypt, () => import('./phoneMetadata.eg.gen.json').then((m) => m.default));
}

function loadWorldMetadata(): Promise<void> {
  return loadPlans(world, () =>
    import('libphonenumber-js/metadata.mobile.json').then((m) => m.default),
  );
}

const PARSED_KEPT = 8;
const WARM_UP_NUMBER = '+201001234567';

const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work);
  else setTimeout(work, 0);
};

// Calling codes are prefix-free: +20 alone says Egyptian, so this needs no metadata (and no
// parse, which the press that checks the form would pay for).
function isEgyptian(input: string): boolean {
  return internationalDigits(input).replace(/^0+/, '').startsWith(DEFAULT_DIAL_CODE);
}

/**
 * True once the plan `input` needs has loaded: Egypt's for an Egyptian number or an empty
 * field, the world's for any other.
 */
export function mobileMetadataReady(input = ''): boolean {
  if (!egypt.parse) return false;
  return !!world.parse || input.trim() === '' || isEgyptian(input);
}

/** Loads the plan `input` needs (both for a foreign number). */
export function loadMobileMetadataFor(input = ''): Promise<void> {
  const own = loadMobileMetadata();
  if (input.trim() === '' || isEgyptian(input)) return own;
  return Promise.all([own, loadWorldMetadata()]).then(() => undefined);
}

/** For a form that checks a phone: its submit waits for the plan its number needs. */
export const mobileChecks = {
  ready: ({ phone }: { phone: string }) => mobileMetadataReady(phone),
  load: ({ phone }: { phone: string }) => loadMobileMetadataFor(phone),
};

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
  return (world.parse ?? egypt.parse)?.(e164);
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
 * its own kind of check (src/schemas/formRules.ts): the digit count is the one `regex`, and
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
