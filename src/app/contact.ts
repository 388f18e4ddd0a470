import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { contactMachine, type ContactSubmission } from '../machines/contact.machine';
import type { InvalidField } from '../schemas/failure';
import { traceOf } from './flowTrace';
import type { AppServices } from './services';
import { saveContactAnswer } from './storage/flowStorage';

// The trace goes first; if it cannot be stored the message still goes, without the
// reference, and the thank-you page does not claim one.
async function send(services: AppServices, { values, traceReference }: ContactSubmission) {
  const trace = traceReference ? traceOf(services).read() : undefined;
  const attached =
    !!trace &&
    trace.reference === traceReference &&
    (await services.uploadTrace(trace).then(
      () => true,
      () => false,
    ));
  const reference = attached ? traceReference : undefined;
  const html = reference
    ? await services.sendContactMessage(values, reference)
    : await services.sendContactMessage(values);
  return { html, traceReference: reference };
}

export function createContactMachine(services: AppServices, goToThankYou: () => void) {
  return contactMachine.provide({
    actors: { sendMessage: fromPromise(({ input }) => send(services, input)) },
    actions: {
      storeResponse: (_, { html, traceReference }) =>
        saveContactAnswer(services.sessionStore, html, traceReference),
      goToThankYou,
    },
  });
}

export type ContactActor = ActorRefFrom<typeof contactMachine>;

export interface ContactFlow {
  actor: ContactActor;
  // A send the form's checks refused, into the trace with its fields and rules.
  recordInvalid: (fields: InvalidField[]) => void;
}

/**
 * The contact form's flow, started when the page first needs it (LazyContactForm loads this
 * module on the owner's first reach for the form) and stopped by the page when it goes.
 */
export function startContact(services: AppServices, goToThankYou: () => void): ContactFlow {
  const actor = createActor(createContactMachine(services, goToThankYou), {
    inspect: traceOf(services).inspector('contact', services.inspect),
  });
  actor.start();
  return { actor, recordInvalid: (fields) => traceOf(services).invalid('contact', fields) };
}
