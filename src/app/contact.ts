import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { contactMachine } from '../machines/contact.machine';
import { saveContactAnswer } from '../machines/flowStorage';
import type { AppServices } from './services';

export function createContactMachine(services: AppServices, goToThankYou: () => void) {
  return contactMachine.provide({
    actors: { sendMessage: fromPromise(({ input }) => services.sendContactMessage(input)) },
    actions: {
      storeResponse: (_, { html }) => saveContactAnswer(services.sessionStore, html),
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
  return useActorRef(machine, { inspect: services.trace.inspector('contact', services.inspect) });
}
