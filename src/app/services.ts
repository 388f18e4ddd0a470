import type { InspectionEvent } from 'xstate';
import type { ContactValues } from '../schemas/contact.schema';
import type { FlowTrace } from '../schemas/flowTrace';
import type { AuthApi } from '../services/authApi';
import type { LocateDevice } from '../services/geolocation';
import type { PhoneAuth } from '../services/phoneAuth';
import { localStore, sessionStore, type KeyValueStore } from '../services/storage';
import type { SupportApi } from '../services/supportApi';
import { dismissToasts, notify, type Notify } from '../services/toast';

// Everything the machines reach in the outside world. The app uses the real services;
// tests pass fakes behind the same interfaces.
export interface AppServices {
  auth: AuthApi;
  phoneAuth: PhoneAuth;
  locate: LocateDevice;
  // Posts the contact form (with the reference of a trace uploaded for it); resolves with
  // the answer HTML shown on /thank-you.
  sendContactMessage: (values: ContactValues, traceReference?: string) => Promise<string>;
  // Stores the tab's flow trace with the API for support (POST /flow-traces).
  uploadTrace: (trace: FlowTrace) => Promise<void>;
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
}

// The API client, phone auth and contact sender are fetched on first use, so neither ky
// nor firebase is part of what a marketing page downloads.
const lazyAuth: AuthApi = {
  register: async (p, idToken) =>
    (await import('../services/authApi')).authApi.register(p, idToken),
  login: async (p) => (await import('../services/authApi')).authApi.login(p),
  resetPassword: async (phone, p) =>
    (await import('../services/authApi')).authApi.resetPassword(phone, p),
  me: async (token) => (await import('../services/authApi')).authApi.me(token),
};

const lazyPhoneAuth: PhoneAuth = {
  sendCode: async (phone) => (await import('../services/phoneAuth')).phoneAuth.sendCode(phone),
  confirm: async (id, code) => (await import('../services/phoneAuth')).phoneAuth.confirm(id, code),
};

export function browserServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    auth: lazyAuth,
    phoneAuth: lazyPhoneAuth,
    locate: async () => (await import('../services/geolocation')).locateDevice(),
    sendContactMessage: async (values, traceReference) =>
      (await import('../services/contactForm')).sendContactForm(values, { traceReference }),
    uploadTrace: async (trace) => (await import('../services/traceApi')).uploadTrace(trace),
    notify,
    dismissToasts,
    localStore,
    sessionStore,
    reload: () => window.location.reload(),
    ...overrides,
  };
}
