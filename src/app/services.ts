import type { InspectionEvent } from 'xstate';
import type { ContactValues } from '../schemas/contact.schema';
import type { FlowTrace } from '../schemas/flowTrace';
import type { TraceUpload } from './storage/flowStorage';
import type { AuthApi } from '../services/authApi';
import type { LocateDevice } from '../services/geolocation';
import type { PhoneAuth } from '../services/phoneAuth';
import { webStore, type KeyValueStore } from '../services/storage';
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
  // An extra observer of every flow actor (tests measure machine coverage with it).
  inspect?: (event: InspectionEvent) => void;
  // Fetches the code a group of calls needs (and the toasts that tell their failures) when
  // the owner reaches for a form, so a call made after the network went fails as that call,
  // said in words, rather than as a download that could not come. Never fails.
  warmUp?: (calls: CallGroup) => void;
}

export type CallGroup = 'auth' | 'contact';

// The API client, phone auth and contact sender are fetched on first use, so neither ky
// nor firebase is part of what a marketing page downloads. One loader each: every import()
// site costs the first load its own few bytes.
const authApi = () => import('../services/authApi').then((module) => module.authApi);
const phoneAuth = () => import('../services/phoneAuth').then((module) => module.phoneAuth);
const contactForm = () => import('../services/contactForm');
const traceApi = () => import('../services/traceApi');

// Each call of the API client, made once the client is in: a call added to AuthApi needs no
// edit here. Only its calls are functions; anything else asked of it (a `then`, a symbol)
// is absent, so the object never passes for a promise.
const lazyAuth = new Proxy({} as AuthApi, {
  get: (_, call) =>
    typeof call === 'string' && call !== 'then'
      ? async (...args: unknown[]) => {
          const api = await authApi();
          // The key is one of AuthApi's calls: the caller's own types checked its arguments.
          const method = api[call as keyof AuthApi] as (...args: unknown[]) => Promise<unknown>;
          return method.apply(api, args);
        }
      : undefined,
});

const lazyPhoneAuth: PhoneAuth = {
  sendCode: async (phone) => (await phoneAuth()).sendCode(phone),
  confirm: async (id, code) => (await phoneAuth()).confirm(id, code),
  // Never fails: offline, the send itself tries again and says so.
  prepare: () =>
    phoneAuth().then(
      (auth) => auth.prepare?.(),
      () => undefined,
    ),
};

// The browser refusing to keep the flows' progress is said once, whichever storage refused,
// in a notice that stays until it is closed (src/app/storageNotice.ts).
const localStore = webStore(() => window.localStorage, raiseStorageNotice);
const sessionStore = webStore(() => window.sessionStorage, raiseStorageNotice);

function warmUp(calls: CallGroup): void {
  const loads = calls === 'contact' ? [contactForm(), traceApi()] : [authApi()];
  if (calls === 'auth') warmToaster();
  for (const load of loads) load.catch(() => undefined);
}

export function browserServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    auth: lazyAuth,
    phoneAuth: lazyPhoneAuth,
    locate: async () => (await import('../services/geolocation')).locateDevice(),
    sendContactMessage: async (values, trace) =>
      (await contactForm()).sendContactForm(values, { trace }),
    uploadTrace: async (trace, uploadToken) => (await traceApi()).uploadTrace(trace, uploadToken),
    notify,
    dismissToasts,
    localStore,
    sessionStore,
    reload: () => window.location.reload(),
    warmUp,
    ...overrides,
  };
}
