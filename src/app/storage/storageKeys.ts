// Every key the site keeps in the browser, named for what it holds, mapped to the product's
// own key strings (fixed by the spec: other tools and older tabs read them).
export const SESSION_KEYS = {
  // The code the user is waiting for: its verification id, flow and, once confirmed, proof.
  codeSession: 'otp',
  // The sign-up form's details (never the password), kept until the account exists.
  pendingSignup: 'userData',
  // The sign-up form as it is being filled, before Send (never the password).
  signupDraft: 'signupDraft',
  // The phone a code went to, in international format.
  phoneNumber: 'phoneNumber',
  // A reset whose phone is verified: the ID token the new password is sent with.
  verifiedReset: 'isResetting',
  // The contact service's answer, shown on /thank-you.
  contactAnswer: 'responseHtml',
  // What the flows did in this tab, for support (src/app/storage/flowTrace.ts); no personal values.
  flowTrace: 'flowTrace',
  // The trace reference the last contact message was sent with, repeated on /thank-you.
  sentTraceReference: 'sentTraceReference',
  // The tab's uploaded trace: its reference and the secret its upload answered with, which
  // alone links a message to it or uploads it again.
  traceUpload: 'traceUpload',
} as const;

export const LOCAL_KEYS = {
  // The signed-in user: the login answer, token included.
  signedInUser: 'userData',
  // The language the owner last chose with the language switch: 'en' or 'ar'.
  locale: 'locale',
  // Sign-ups and resets a tab of this browser just finished, for the other tabs holding a
  // copy of the same flow (a duplicated tab): which flow, a fingerprint of its phone, when.
  finishedFlows: 'finishedFlows',
} as const;
