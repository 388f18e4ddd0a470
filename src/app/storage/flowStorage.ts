import { REFERENCE_PATTERN } from '../../schemas/flowTrace';
import { UPLOAD_TOKEN_PATTERN } from '../../schemas/traceReference';
import * as v from 'valibot';
import type { KeyValueStore } from '../../services/storage';
import type { CodeSession, Flow, PendingRegistration } from '../../machines/flowMemory';
import { CODE_FLOWS, FLOWS } from '../../flows/registry';
import { SESSION_KEYS } from './storageKeys';

export { LOCAL_KEYS, SESSION_KEYS } from './storageKeys';
export { forgetSignedInUser, readSignedInUser, saveSignedInUser } from './signedInUser';

// Flow values are versioned JSON; anything that does not parse, match or is stale reads as
// absent. Everything here takes a KeyValueStore, so the app binds it to the browser and tests
// use it without one.

// What the flows with a code step keep (the registry's storage keys of each); starting one
// clears whatever another left. Typed by SESSION_KEYS, so a registry name that is not one of
// its keys fails the type check.
const codeFlowKeys: readonly (keyof typeof SESSION_KEYS)[] = CODE_FLOWS.flatMap(
  (flow) => FLOWS[flow].storage.session,
);
export const FLOW_KEYS = [...new Set(codeFlowKeys)].map((name) => SESSION_KEYS[name]);

const VERSION = 1;
// The otp record gained the sign-up's phone proof (ID token and when it was verified);
// records of the earlier shape are discarded like any other that does not match.
const OTP_VERSION = 2;
// A code the user has not typed within this time is not worth restoring.
export const CODE_TTL_MS = 30 * 60 * 1000;
// Firebase ID tokens live an hour; keep a margin for the reset call itself.
export const ID_TOKEN_TTL_MS = 55 * 60 * 1000;

const E164 = v.pipe(v.string(), v.regex(/^\+\d{8,15}$/));
const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());

const OtpFields = {
  v: v.literal(OTP_VERSION),
  flow: v.picklist(CODE_FLOWS),
  verificationId: Text,
  sentAt: v.number(),
};
// A verified code always carries the ID token that proves it, and when it was verified.
const OtpRecord = v.variant('verified', [
  v.object({ ...OtpFields, verified: v.literal(false) }),
  v.object({ ...OtpFields, verified: v.literal(true), idToken: Text, verifiedAt: v.number() }),
]);
const PhoneRecord = v.object({ v: v.literal(VERSION), phone: E164 });
const PendingRecord = v.object({
  v: v.literal(VERSION),
  details: v.object({
    first_name: Text,
    last_name: Text,
    business_name: Text,
    business_type: v.pipe(v.number(), v.integer(), v.minValue(1)),
    email: v.pipe(v.string(), v.email()),
    phone: E164,
    website_url: v.string(),
    location: v.optional(v.object({ latitude: v.number(), longitude: v.number() })),
  }),
});
const ResettingRecord = v.object({
  v: v.literal(VERSION),
  idToken: Text,
  verifiedAt: v.number(),
});

function read<S extends v.GenericSchema>(store: KeyValueStore, key: string, schema: S) {
  const raw = store.get(key);
  if (raw === null) return undefined;
  try {
    const result = v.safeParse(schema, JSON.parse(raw));
    if (result.success) return result.output as v.InferOutput<S>;
  } catch {
    // Bad JSON falls through to removal below.
  }
  store.remove(key);
  return undefined;
}

const write = (store: KeyValueStore, key: string, value: object, version = VERSION) =>
  store.set(key, JSON.stringify({ v: version, ...value }));

// The code the user is waiting for in `flow`, if one is stored, fresh and for a known phone.
export function readCodeSession(store: KeyValueStore, flow: Flow, now: number) {
  const otp = read(store, SESSION_KEYS.codeSession, OtpRecord);
  const phone = read(store, SESSION_KEYS.phoneNumber, PhoneRecord);
  if (!otp || !phone || otp.flow !== flow) return undefined;
  if (now - otp.sentAt > CODE_TTL_MS || otp.sentAt > now) {
    store.remove(SESSION_KEYS.codeSession);
    return undefined;
  }
  const { verificationId, sentAt } = otp;
  const session: CodeSession = { phone: phone.phone, verificationId, sentAt };
  if (otp.verified) session.proof = { idToken: otp.idToken, verifiedAt: otp.verifiedAt };
  return session;
}

export function writeCodeSession(store: KeyValueStore, flow: Flow, session: CodeSession): void {
  const { phone, verificationId, sentAt, proof } = session;
  const verified = proof ? { verified: true, ...proof } : { verified: false };
  write(
    store,
    SESSION_KEYS.codeSession,
    { flow, verificationId, sentAt, ...verified },
    OTP_VERSION,
  );
  writePhone(store, phone);
}

export function readPhone(store: KeyValueStore): string | undefined {
  return read(store, SESSION_KEYS.phoneNumber, PhoneRecord)?.phone;
}

export function writePhone(store: KeyValueStore, phone: string): void {
  write(store, SESSION_KEYS.phoneNumber, { phone });
}

export function readPendingRegistration(store: KeyValueStore): PendingRegistration | undefined {
  return read(store, SESSION_KEYS.pendingSignup, PendingRecord)?.details;
}

export function writePendingRegistration(store: KeyValueStore, details: PendingRegistration) {
  write(store, SESSION_KEYS.pendingSignup, { details });
}

export function readResetting(store: KeyValueStore, now: number) {
  const record = read(store, SESSION_KEYS.verifiedReset, ResettingRecord);
  if (!record) return undefined;
  if (now - record.verifiedAt > ID_TOKEN_TTL_MS || record.verifiedAt > now) {
    store.remove(SESSION_KEYS.verifiedReset);
    return undefined;
  }
  return record;
}

export function writeResetting(store: KeyValueStore, idToken: string, verifiedAt: number) {
  write(store, SESSION_KEYS.verifiedReset, { idToken, verifiedAt });
}

/** True when a sign-up or reset left something this tab may resume. */
export function holdsFlow(store: KeyValueStore): boolean {
  return FLOW_KEYS.some((key) => store.get(key) !== null);
}

export function clearFlowStorage(store: KeyValueStore): void {
  for (const key of FLOW_KEYS) store.remove(key);
}

// sessionStorage: the contact service's answer, unsanitized: whoever shows it sanitizes it.
export function saveContactAnswer(store: KeyValueStore, html: string, reference?: string): void {
  store.set(SESSION_KEYS.contactAnswer, html);
  if (reference) store.set(SESSION_KEYS.sentTraceReference, reference);
  else store.remove(SESSION_KEYS.sentTraceReference);
}

export function readSentTraceReference(store: KeyValueStore): string | undefined {
  const reference = store.get(SESSION_KEYS.sentTraceReference) ?? '';
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

/** The tab's uploaded trace and its upload token, as the API answered them. */
export interface TraceUpload {
  reference: string;
  token: string;
}

export function readTraceUpload(store: KeyValueStore): TraceUpload | undefined {
  try {
    const stored: unknown = JSON.parse(store.get(SESSION_KEYS.traceUpload) ?? '');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { reference, token } = stored as Record<string, unknown>;
    return typeof reference === 'string' &&
      REFERENCE_PATTERN.test(reference) &&
      typeof token === 'string' &&
      UPLOAD_TOKEN_PATTERN.test(token)
      ? { reference, token }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeTraceUpload(store: KeyValueStore, upload: TraceUpload): void {
  store.set(SESSION_KEYS.traceUpload, JSON.stringify(upload));
}

export function readContactAnswer(store: KeyValueStore): string | undefined {
  return store.get(SESSION_KEYS.contactAnswer) ?? undefined;
}
