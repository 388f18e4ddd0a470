import type { InspectionEvent } from 'xstate';
import type { AppServices } from '../../src/app/services';
import type { ContactSent } from '../../src/machines/contact.machine';
import type { LocationResult } from '../../src/services/geolocation';
import { memoryStore } from '../../src/services/storage';

// What the fake API answers every trace upload with.
export const UPLOAD_TOKEN = 'U'.repeat(43);

// Every call the flows make waits here until the replayed path says how it ends, under the
// id of the machine actor that made it (sendCode, confirmCode, register, locate,
// checkSession, sendMessage, ...).
interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  input: unknown;
}

export interface FakeWorld {
  services: Partial<AppServices>;
  sessionStore: ReturnType<typeof memoryStore>;
  localStore: ReturnType<typeof memoryStore>;
  toasts: string[];
  calls: Record<string, unknown[]>;
  settle(actorId: string, outcome: { output: unknown } | { error: unknown }): boolean;
  hasPending(actorId: string): boolean;
}

export function fakeWorld(
  inspect: (event: InspectionEvent) => void,
  session: Record<string, string> = {},
  local: Record<string, string> = {},
): FakeWorld {
  const pending: Record<string, Pending[]> = {};
  const calls: Record<string, unknown[]> = {};
  const toasts: string[] = [];
  function wait<T>(id: string, input: unknown): Promise<T> {
    (calls[id] ??= []).push(input);
    return new Promise<T>((resolve, reject) => {
      (pending[id] ??= []).push({ resolve: resolve as (v: unknown) => void, reject, input });
    });
  }
  const sessionStore = memoryStore(session);
  const localStore = memoryStore(local);
  return {
    sessionStore,
    localStore,
    toasts,
    calls,
    services: {
      sessionStore,
      localStore,
      inspect,
      reload: () => void (calls.reload ??= []).push(true),
      phoneAuth: {
        sendCode: (phone) => wait('sendCode', phone),
        confirm: (verificationId, code) => wait('confirmCode', { verificationId, code }),
      },
      auth: {
        register: (payload, idToken) => wait('register', { payload, idToken }),
        login: (payload) => wait('login', payload),
        checkResetAccount: (phone, idToken) => wait('checkAccount', { phone, idToken }),
        resetPassword: (phone, payload) => wait('resetPassword', { phone, ...payload }),
        checkDeletionAccount: (idToken) => wait('checkAccount', { idToken }),
        deleteAccount: (idToken) => wait('deleteAccount', { idToken }),
        me: (token) => wait('checkSession', token),
      },
      locate: () => wait<LocationResult>('locate', undefined),
      // The contact form's `sendMessage` actor uploads the trace, then posts the message: the
      // machine sees one outcome, so the upload is only recorded and the post waits for it.
      uploadTrace: async (trace) => {
        (calls.uploadTrace ??= []).push(trace);
        return UPLOAD_TOKEN;
      },
      sendContactMessage: async (values, trace) =>
        (await wait<ContactSent>('sendMessage', { values, traceReference: trace?.reference })).html,
    },
    settle(actorId, outcome) {
      const call = pending[actorId]?.shift();
      if (!call) return false;
      if ('error' in outcome) call.reject(outcome.error);
      else call.resolve(outcome.output);
      return true;
    },
    hasPending: (actorId) => (pending[actorId]?.length ?? 0) > 0,
  };
}
