import type { MetadataJson, PhoneNumber } from 'libphonenumber-js/core';
import {
  DEFAULT_COUNTRY,
  isEgyptian,
  mobileMetadataReady,
  providePhonePlan,
  type PhonePlan,
} from '../schemas/phone';

// The phone checks' numbering plans, none of them part of any page's first load. They come
// in two parts: the library's code with Egypt's plan alone (phoneMetadata.eg.gen.json, under
// 1 kB) loads when the owner reaches for a form, with the flows' other code; the whole
// world's plans only once a number from elsewhere is typed. A form that checks a phone waits
// for the part its number needs before it accepts a submit (`mobileChecks`). Each loaded
// plan is handed to src/schemas/phone.ts, which only reads it.

const loading: Partial<Record<PhonePlan, Promise<void>>> = {};

// A submit reads its number three times (the mobile check, its normalised form, the output),
// and each read parses: the last few answers are kept.
const PARSED_KEPT = 8;
// Egypt's plan alone answers both checks for it.
const WARM_UP_NUMBER = '+201001234567';

const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work);
  else setTimeout(work, 0);
};

function loadPlan(plan: PhonePlan, metadata: () => Promise<unknown>): Promise<void> {
  loading[plan] ??= Promise.all([
    // Destructured where it is imported, so the build keeps the parser alone of the library.
    import('libphonenumber-js/core').then(
      ({ parsePhoneNumberFromString }) => parsePhoneNumberFromString,
    ),
    metadata(),
  ]).then(
    ([parse, json]) => {
      // The JSON's arrays read as unions of their members: the library's own type says more.
      const data = json as MetadataJson;
      const parsed = new Map<string, PhoneNumber | undefined>();
      providePhonePlan(plan, (e164) => {
        if (parsed.has(e164)) return parsed.get(e164);
        const number = parse(e164, DEFAULT_COUNTRY, data);
        parsed.set(e164, number);
        if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
        return number;
      });
      // The parser's first number costs several times any later one (its code and patterns
      // are compiled then): paid while the page is idle rather than by the press that first
      // checks a number, Send.
      whenIdle(() => parse(WARM_UP_NUMBER, DEFAULT_COUNTRY, data)?.isValid());
    },
    (error: unknown) => {
      loading[plan] = undefined;
      throw error;
    },
  );
  return loading[plan];
}

/** Loads Egypt's plan once; a failed load (offline) can be tried again. */
export function loadMobileMetadata(): Promise<void> {
  return loadPlan('egypt', () => import('./phoneMetadata.eg.gen.json').then((m) => m.default));
}

function loadWorldMetadata(): Promise<void> {
  return loadPlan('world', () =>
    import('libphonenumber-js/metadata.mobile.json').then((m) => m.default),
  );
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
