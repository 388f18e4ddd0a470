import { fromPromise, type ActorRefFrom } from 'xstate';
import { deletionMachine } from '../../machines/deletion.machine';
import { flowToast } from '../../app/flowToast';
import { clearFlowStorage, readCodeSession } from '../../app/storage/flowStorage';
import { saveDeletionProgress, deletionCopy } from './deletionProgress';
import { defineFlow, phoneCodeFor } from './flowBinding';

export type DeletionActor = ActorRefFrom<typeof deletionMachine>;

export default defineFlow(
  'deletion',
  { next: [], copy: deletionCopy },
  ({ services, navigate, endSession, tellOtherTabs }) => {
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
        tellOtherTabs: (_, { phone }) => tellOtherTabs(phone),
      },
    });
    return { machine, input: { code: readCodeSession(store, 'deletion', Date.now()) } };
  },
);
