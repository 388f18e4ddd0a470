import type { InspectionEvent } from 'xstate';
import type { ContactValues } from '../schemas/contact.schema';
import type { FlowTrace } from '../schemas/flowTrace';
import type { TraceUpload } from './storage/flowStorage';
import type { AuthApi } from '../services/authApi';
import type { LocateDevice } from '../services/geolocation';
import type { PhoneAuth } from '../services/phoneAuth';
import { webStore, type KeyValueStore } from '../services/storage';
import type { SupportApi } from '../services/supportApi';
import { warmToaster } from './AppToaster';
import { raiseStorageNotice } from './storageNotice';
import { dismissToasts, notify, type Notify } from '../services/toast';

// Everything the machines reach in the outside world. The app uses the real services;
// tests pass fakes behind the same interfaces.
export interface AppServices {
  auth: AuthApi;
  phoneAuth: PhoneAuth;
  locate: LocateDevice;
  // Posts the contact form (with the trace uploaded for it and its upload token); resolves
  // with the answer HTML shown on /thank-you.
  sendContactMessage: (values: ContactValues, trace?: TraceUpload) => Promise<string>;
  // Stores the tab's flow trace with the API for support (POST /flow-traces), again under
  // the token of an earlier upload when given; resolves with the upload token.
  uploadTrace: (trace: FlowTrace, uploadToken?: string) => Promise<string>;
  notify: Notify;
  // Clears every toast on screen (a new login attempt starts with none).
  dismissToasts: () => void;
  localStore: KeyValueStore;
  sessionStore: KeyValueStore;
  reload: () => void;
  // The support console's API; the console loads the real one itself when this is unset,
  // so its client stays off every other page.
  supportApi?: SupportApi;
  // An extra observer of every flow actor (tests measure machine coverage with it).
  inspect?: (event: InspectionEvent) => void;
  // Fetches the code a group of calls needs (and the toasts that tell their failures) when
  // the owner reaches for a form, so a call made after the network went fails as that call,
  // said in words, rather than as a download that could not come. Never fails.
  warmUp?: (calls: CallGroup) => void;
}

export type CallGroup = 'auth' | 'contact';

// The API client, phone auth and contact sender are fetched on first use, so neither ky
// nor firebase is part of what a marketing page downloads.
const lazyAuth: AuthApi = {
  register: async (p, idToken) =>
    (await import('../services/authApi')).authApi.register(p, idToken),
  login: async (p) => (await import('../services/authApi')).authApi.login(p),
  checkResetAccount: async (phone, idToken) =>
    (await import('../services/authApi')).authApi.checkResetAccount(phone, idToken),
  resetPassword: async (phone, p) =>
    (await import('../services/authApi')).authApi.resetPassword(phone, p),
  me: async (token) => (await import('../services/authApi')).authApi.me(token),
};

const lazyPhoneAuth: PhoneAuth = {
  sendCode: async (phone) => (await import('../services/phoneAuth')).phoneAuth.sendCode(phone),
  confirm: async (id, code) => (await import('../services/phoneAuth')).phoneAuth.confirm(id, code),
  // Never fails: offline, the send itself tries again and says so.
  prepare: () =>
    import('../services/phoneAuth').then(
      ({ phoneAuth }) => phoneAuth.prepare?.(),
      () => undefined,
    ),
};

// The browser refusing to keep the flows' progress is said once, whichever storage refused,
// in a notice that stays until it is closed (src/app/storageNotice.ts).
const localStore = webStore(() => window.localStorage, raiseStorageNotice);
const sessionStore = webStore(() => window.sessionStorage, raiseStorageNotice);

const settled = (loads: Promise<unknown>[]) => loads.forEach((load) => load.catch(() => undefined));

function warmUp(calls: CallGroup): void {
  if (calls === 'contact') {
    settled([import('../services/contactForm'), import('../services/traceApi')]);
    return;
  }
  warmToaster();
  settled([import('../services/authApi')]);
}

export function browserServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    auth: lazyAuth,
    phoneAuth: lazyPhoneAuth,
    locate: async () => (await import('../services/geolocation')).locateDevice(),
    sendContactMessage: async (values, trace) =>
      (await import('../services/contactForm')).sendContactForm(values, { trace }),
    uploadTrace: async (trace, uploadToken) =>
      (await import('../services/traceApi')).uploadTrace(trace, uploadToken),
    notify,
    dismissToasts,
    localStore,
    sessionStore,
    reload: () => window.location.reload(),
    warmUp,
    ...overrides,
  };
}
