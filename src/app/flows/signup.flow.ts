import { fromPromise, type ActorRefFrom } from 'xstate';
import { signupMachine } from '../../machines/signup.machine';
import { flowToast } from '../flowToast';
import { noteFinishedFlow } from '../storage/finishedFlows';
import {
  clearFlowStorage,
  readCodeSession,
  readPendingRegistration,
  saveSignupProgress,
} from '../storage/flowStorage';
import { defineFlow, phoneCodeFor } from './flowBinding';

export type SignupActor = ActorRefFrom<typeof signupMachine>;

// Every flow keeps its progress in the same sessionStorage keys (src/app/storage/flowStorage.ts
// owns what is saved and cleared); each restores only its own records.
export default defineFlow('signup', ['verifySignup', 'login'], ({ services, navigate }) => {
  const store = services.sessionStore;
  const details = readPendingRegistration(store);
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
  const code = details ? readCodeSession(store, 'signup', Date.now()) : undefined;
  return { machine, input: { details, code } };
});
