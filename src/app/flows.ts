import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  clearFlowStorage,
  readCodeSession,
  readPendingRegistration,
  readPhone,
  readResetting,
  saveDeletionProgress,
  saveResetProgress,
  saveSignupProgress,
} from './storage/flowStorage';
import type { CodeFlow } from '../flows/registry';
import type { FlowTarget } from '../machines/flowShared';
import { deletionMachine } from '../machines/deletion.machine';
import { phoneCodeMachine } from '../machines/phoneCode.machine';
import { resetMachine } from '../machines/reset.machine';
import { signupMachine } from '../machines/signup.machine';
import { flowToast } from './flowToast';
import { watchOtherTabs } from './otherTabs';
import type { AppServices } from './services';
import { noteFinishedFlow } from './storage/finishedFlows';
import { traceOf } from './flowTrace';
import { nextTask } from './nextTask';

export type SignupActor = ActorRefFrom<typeof signupMachine>;
export type ResetActor = ActorRefFrom<typeof resetMachine>;
export type DeletionActor = ActorRefFrom<typeof deletionMachine>;
// The code step a flow runs as its child while a code is in play.
export type PhoneCodeActor = ActorRefFrom<typeof phoneCodeMachine>;

export interface Flows {
  signup: SignupActor;
  reset: ResetActor;
  deletion: DeletionActor;
  // The page shows this flow's form: the flows run on every flow page, the owner uses one.
  opened: (flow: CodeFlow) => void;
}

type Navigate = (to: FlowTarget) => Promise<void> | void;

// What the flows ask of the rest of the app.
export interface FlowsHost {
  navigate: Navigate;
  // The account this tab was logged in to is gone: log the tab out, where it is.
  endSession: () => void;
}

// The code step every flow with a phone code runs, bound to phone auth and toasts.
function phoneCodeFor(services: AppServices) {
  return phoneCodeMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => services.phoneAuth.sendCode(input.phone)),
      confirmCode: fromPromise(({ input }) =>
        services.phoneAuth.confirm(input.verificationId, input.code),
      ),
    },
    actions: { toast: flowToast(services.notify) },
  });
}

// Both flows keep their progress in the same sessionStorage keys (src/app/storage/flowStorage.ts
// owns what is saved and cleared); each restores only its own records.
function createSignup(services: AppServices, navigate: Navigate): SignupActor {
  const store = services.sessionStore;
  const now = Date.now();
  const details = readPendingRegistration(store);
  const code = details ? readCodeSession(store, 'signup', now) : undefined;
  const machine = signupMachine.provide({
    actors: {
      phoneCode: phoneCodeFor(services),
      register: fromPromise(({ input }) => services.auth.register(input.payload, input.idToken)),
      locate: fromPromise(() => services.locate()),
    },
    actions: {
      persist: ({ context }) => saveSignupProgress(store, context),
      clearStorage: () => clearFlowStorage(store),
      navigate: (_, { to }) => void navigate(to),
      toast: flowToast(services.notify),
      tellOtherTabs: (_, { phone }) =>
        noteFinishedFlow(services.localStore, 'signup', phone, Date.now()),
    },
  });
  return createActor(machine, {
    input: { details, code },
    inspect: traceOf(services).inspector('signup', services.inspect),
  });
}

function createReset(services: AppServices, navigate: Navigate, signup: SignupActor): ResetActor {
  const store = services.sessionStore;
  const now = Date.now();
  const resetting = readResetting(store, now);
  const phone = readPhone(store);
  const machine = resetMachine.provide({
    actors: {
      phoneCode: phoneCodeFor(services),
      checkAccount: fromPromise(({ input: { phone, idToken } }) =>
        services.auth.checkResetAccount(phone, idToken),
      ),
      resetPassword: fromPromise(({ input: { phone, ...payload } }) =>
        services.auth.resetPassword(phone, payload),
      ),
    },
    actions: {
      persist: ({ context }) => saveResetProgress(store, context),
      clearStorage: () => clearFlowStorage(store),
      navigate: (_, { to }) => void navigate(to),
      toast: flowToast(services.notify),
      handPhoneToSignup: (_, { phone }) => signup.send({ type: 'phone.prefill', phone }),
      tellOtherTabs: (_, { phone }) =>
        noteFinishedFlow(services.localStore, 'reset', phone, Date.now()),
    },
  });
  return createActor(machine, {
    input: {
      code: readCodeSession(store, 'reset', now),
      resetting: resetting && phone ? { phone, idToken: resetting.idToken } : undefined,
    },
    inspect: traceOf(services).inspector('reset', services.inspect),
  });
}

function createDeletion(services: AppServices, { navigate, endSession }: FlowsHost) {
  const store = services.sessionStore;
  const machine = deletionMachine.provide({
    actors: {
      phoneCode: phoneCodeFor(services),
      checkAccount: fromPromise(({ input }) => services.auth.checkDeletionAccount(input.idToken)),
      deleteAccount: fromPromise(({ input }) => services.auth.deleteAccount(input.idToken)),
    },
    actions: {
      persist: ({ context }) => saveDeletionProgress(store, context),
      clearStorage: () => clearFlowStorage(store),
      navigate: (_, { to }) => void navigate(to),
      toast: flowToast(services.notify),
      endSession,
      tellOtherTabs: (_, { phone }) =>
        noteFinishedFlow(services.localStore, 'deletion', phone, Date.now()),
    },
  });
  return createActor(machine, {
    input: { code: readCodeSession(store, 'deletion', Date.now()) },
    inspect: traceOf(services).inspector('deletion', services.inspect),
  });
}

// Making the flows, step by step: each `yield` is a point where the work may give the
// browser its turn (createFlowsInTasks), as making and starting both flows at once was a
// task of 70 ms on a slow phone, and a tap meeting it waited for all of it.
function* flowSteps(services: AppServices, host: FlowsHost): Generator<void, Flows> {
  const { navigate } = host;
  const signup = createSignup(services, navigate);
  yield;
  const reset = createReset(services, navigate, signup);
  yield;
  const deletion = createDeletion(services, host);
  yield;
  signup.start();
  reset.start();
  deletion.start();
  const flows = {
    signup,
    reset,
    deletion,
    opened: (flow: CodeFlow) => traceOf(services).opened(flow),
  };
  // A duplicated tab holds a copy of this tab's flow: whichever finishes, the other ends.
  watchOtherTabs(flows, services);
  return flows;
}

export function createFlows(services: AppServices, host: FlowsHost): Flows {
  const steps = flowSteps(services, host);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same flows, made in tasks of their own: for a page the owner is already using. */
export async function createFlowsInTasks(services: AppServices, host: FlowsHost): Promise<Flows> {
  const steps = flowSteps(services, host);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
}
