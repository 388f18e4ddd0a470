import * as v from 'valibot';
import type { SignupFormValues } from '../../schemas/signup.schema';
import type { KeyValueStore } from '../../services/storage';
import { SESSION_KEYS } from './storageKeys';

// The sign-up form as the owner is filling it, before Send: a reload or the language switch
// gives it back. Never the password (nor the terms, which the owner ticks again). Read as
// untrusted: a record of another version, shape or size is dropped whole.

export type SignupDraft = Partial<Omit<SignupFormValues, 'password' | 'terms' | 'location'>>;

const VERSION = 1;
// Longer than any field's honest value; a draft past it was not written by this form.
const Typed = v.pipe(v.string(), v.maxLength(320));
const DraftRecord = v.object({
  v: v.literal(VERSION),
  values: v.partial(
    v.object({
      first_name: Typed,
      last_name: Typed,
      business_name: Typed,
      business_type: Typed,
      email: Typed,
      phone: Typed,
      website_url: Typed,
    }),
  ),
});

export function readSignupDraft(store: KeyValueStore): SignupDraft | undefined {
  const raw = store.get(SESSION_KEYS.signupDraft);
  if (raw === null) return undefined;
  try {
    const parsed = v.safeParse(DraftRecord, JSON.parse(raw));
    if (parsed.success) return parsed.output.values;
  } catch {
    // Not JSON: dropped below like any other record that does not match.
  }
  store.remove(SESSION_KEYS.signupDraft);
  return undefined;
}

export function saveSignupDraft(store: KeyValueStore, values: SignupFormValues): void {
  const { first_name, last_name, business_name, business_type, email, phone, website_url } = values;
  const draft = { first_name, last_name, business_name, business_type, email, phone, website_url };
  store.set(SESSION_KEYS.signupDraft, JSON.stringify({ v: VERSION, values: draft }));
}
