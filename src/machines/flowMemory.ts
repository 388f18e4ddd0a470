import type { SignupValues } from '../schemas/signup.schema';

// What the sign-up and reset flows remember between pages and across a reload. The machines
// decide when (their `persist` and `clearStorage` actions, at stable states only); the app
// writes it to the browser (src/app/storage/flowStorage.ts).

export type { CodeFlow as Flow } from '../flows/registry';

// The sign-up form's values, never the password or the terms tick.
export type PendingRegistration = Omit<SignupValues, 'password' | 'terms'>;

// The Firebase ID token a confirmed code resolved with, and when the code was confirmed.
export interface PhoneProof {
  idToken: string;
  verifiedAt: number;
}

export interface CodeSession {
  phone: string;
  verificationId: string;
  sentAt: number;
  // Only once the code was confirmed: what the sign-up sends to register.
  proof?: PhoneProof;
}
