import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { contactMachine } from '../machines/contact.machine';
import type { KeyValueStore } from '../services/storage';
import { journalInspector } from './journal';
import type { AppServices } from './services';

/** sessionStorage key of the contact service's answer, shown on /thank-you. */
export const RESPONSE_HTML_KEY = 'responseHtml';

export function createContactMachine(services: AppServices, goToThankYou: () => void) {
  return contactMachine.provide({
    actors: { sendMessage: fromPromise(({ input }) => services.sendContactMessage(input)) },
    actions: {
      storeResponse: (_, { html }) => services.sessionStore.set(RESPONSE_HTML_KEY, html),
      goToThankYou,
    },
  });
}

/** The contact form's actor, alive while the page is mounted. */
export function useContactActor() {
  const router = useRouter();
  const { services } = router.options.context;
  const [machine] = useState(() =>
    createContactMachine(services, () => void router.navigate({ to: '/thank-you' })),
  );
  return useActorRef(machine, { inspect: journalInspector('contact', services.inspect) });
}

/** The stored answer of the last sent message, unsanitized: the caller must sanitize it. */
export function readResponseHtml(store: KeyValueStore): string | undefined {
  return store.get(RESPONSE_HTML_KEY) ?? undefined;
}
