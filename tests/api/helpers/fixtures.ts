import { TODAY_VERSIONS } from '../../helpers/smuggledTraces';
import { SITE_ORIGIN } from './testApp';

let next = Math.floor(Math.random() * 1_000_000);

/** A valid Egyptian mobile number no other test in this run uses. */
export function uniquePhone(): string {
  next += 1;
  return `+2010${String(next % 100_000_000).padStart(8, '0')}`;
}

export function registerPayload(overrides: Record<string, unknown> = {}) {
  const phone = (overrides.mobileNumber as string | undefined) ?? uniquePhone();
  return {
    firstName: 'Sara',
    lastName: 'Adel',
    location: { longitude: 31.2357, latitude: 30.0444 },
    email: `owner${phone.slice(1)}@example.com`,
    mobileNumber: phone,
    password: 'secret1',
    roles: ['Business Owner'],
    businessName: 'Nile Fitness',
    businessTypeIds: [3],
    websiteUrl: 'https://nilefitness.example.com',
    ...overrides,
  };
}

// Sent as the site's pages send it: from the site's origin, which the beacons require.
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers },
    body: JSON.stringify(body),
  };
}

/** A registration request carrying a phone proof (`Authorization: Bearer <token>`). */
export function registerInit(body: Record<string, unknown>, token: string) {
  return jsonInit('POST', body, { Authorization: `Bearer ${token}` });
}

let nextReference = Math.floor(Math.random() * 1_000_000);

/** A trace reference (K7QM-2XDA form) no other test in this run uses. */
export function uniqueReference(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  nextReference += 1;
  let n = nextReference;
  const chars = Array.from({ length: 8 }, () => {
    const char = alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
    return char;
  });
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** A flow trace that fits the committed manifest: a sign-up form sent, then a code sent. */
export function tracePayload(overrides: Record<string, unknown> = {}) {
  return {
    v: 3,
    reference: uniqueReference(),
    locale: 'en',
    versions: TODAY_VERSIONS,
    entries: [
      {
        machine: 'signup',
        event: 'form.submit',
        from: 'editing.idle',
        to: 'verifyingPhone.sending',
        t: 0,
      },
      {
        machine: 'signup.phoneCode',
        event: 'xstate.done.actor.sendCode',
        from: 'sending',
        to: 'waiting.coolingDown',
        t: 850,
        outcome: 'ok',
      },
      {
        machine: 'signup',
        event: 'form.invalid',
        from: 'editing.idle',
        to: 'editing.idle',
        t: 1200,
        invalid: [{ field: 'email', rule: 'invalid' }],
      },
    ],
    ...overrides,
  };
}
