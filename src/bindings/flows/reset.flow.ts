import { fromPromise, type ActorRefFrom } from 'xstate';
import { resetMachine } from '../../machines/reset.machine';
import { flowToast } from '../../app/flowToast';
import {
  clearFlowStorage,
  readCodeSession,
  readPhone,
  readResetting,
} from '../../app/storage/flowStorage';
import { saveResetProgress, resetCopy } from './resetProgress';
import { defineFlow, phoneCodeFor } from './flowBinding';

export type ResetActor = ActorRefFrom<typeof resetMachine>;

export default defineFlow(
  'reset',
  { next: ['verifyReset', 'resetPassword', 'login'], copy: resetCopy },
  ({ services, navigate, flow, tellOtherTabs }) => {
    const store = services.sessionStore;
    const now = Date.now();
    const resetting = readResetting(store, now);
    const phone = readPhone(store);
    // The sign-up is made when the reset hands it a phone, if this page had no need of it
    // yet: the move to its form waits for that, so the form shows the phone from its first
    // frame.
    let handingOver: Promise<unknown> = Promise.resolve();
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
        navigate: (_, { to }) => void handingOver.then(() => navigate(to)),
        toast: flowToast(services.notify),
        handPhoneToSignup: (_, { phone }) => {
          handingOver = flow('signup').then(
            (signup) => signup.send({ type: 'phone.prefill', phone }),
            // Its code did not arrive (offline): the form opens empty, the phone to type again.
            () => undefined,
          );
        },
        tellOtherTabs: (_, { phone }) => tellOtherTabs(phone),
      },
    });
    return {
      machine,
      input: {
        code: readCodeSession(store, 'reset', now),
        resetting: resetting && phone ? { phone, idToken: resetting.idToken } : undefined,
      },
    };
  },
);
