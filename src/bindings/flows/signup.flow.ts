import { fromPromise, type ActorRefFrom } from 'xstate';
import { signupMachine } from '../../machines/signup.machine';
import { flowToast } from '../../app/flowToast';
import {
  clearFlowStorage,
  readCodeSession,
  readPendingRegistration,
} from '../../app/storage/flowStorage';
import { saveSignupProgress, signupCopy } from './signupProgress';
import { defineFlow, phoneCodeFor } from './flowBinding';

export type SignupActor = ActorRefFrom<typeof signupMachine>;

// Every flow keeps its progress in the same sessionStorage keys (src/app/storage/flowStorage.ts
// reads and clears them; signupProgress.ts says what the sign-up saves); each restores only
// its own records.
export default defineFlow(
  'signup',
  { next: ['verifySignup', 'login'], copy: signupCopy },
  ({ services, navigate, tellOtherTabs }) => {
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
        tellOtherTabs: (_, { phone }) => tellOtherTabs(phone),
      },
    });
    const code = details ? readCodeSession(store, 'signup', Date.now()) : undefined;
    return { machine, input: { details, code } };
  },
);
