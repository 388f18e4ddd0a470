import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { contactMachine } from '../machines/contact.machine';
import type { ContactValues } from '../schemas/contact.schema';
import { sessionStore, type KeyValueStore } from '../services/storage';
import { journalInspector } from './journal';

/** sessionStorage key of the contact service's answer, shown on /thank-you. */
export const RESPONSE_HTML_KEY = 'responseHtml';

/** What the contact flow needs from the outside world. */
export interface ContactServices {
  sendMessage: (values: ContactValues) => Promise<string>;
  store: KeyValueStore;
}

const browserServices: ContactServices = {
  // Loaded on first send, so the HTTP client is not part of the page's first download.
  sendMessage: async (values) => (await import('../services/contactForm')).sendContactForm(values),
  store: sessionStore,
};

let services: ContactServices = browserServices;

/**
 * Swaps the network and storage behind the contact pages (component tests render the real
 * routes and use this instead of mocking modules). Returns a function that restores them.
 */
export function setContactServices(next: Partial<ContactServices>): () => void {
  services = { ...browserServices, ...next };
  return () => {
    services = browserServices;
  };
}

export function createContactMachine(
  { sendMessage, store }: ContactServices,
  goToThankYou: () => void,
) {
  return contactMachine.provide({
    actors: { sendMessage: fromPromise(({ input }) => sendMessage(input)) },
    actions: {
      storeResponse: (_, { html }) => store.set(RESPONSE_HTML_KEY, html),
      goToThankYou,
    },
  });
}

/** The contact form's actor, alive while the page is mounted. */
export function useContactActor() {
  const router = useRouter();
  const [machine] = useState(() =>
    createContactMachine(services, () => void router.navigate({ to: '/thank-you' })),
  );
  return useActorRef(machine, { inspect: journalInspector('contact') });
}

/** The stored answer of the last sent message, unsanitized: the caller must sanitize it. */
export function readResponseHtml(): string | undefined {
  return services.store.get(RESPONSE_HTML_KEY) ?? undefined;
}
