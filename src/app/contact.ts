import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { contactMachine, type ContactSubmission } from '../machines/contact.machine';
import type { InvalidField } from '../schemas/failure';
import { traceOf } from './storage/flowTrace';
import type { AppServices } from './services';
import type { FlowTrace } from '../schemas/flowTrace';
import {
  readTraceUpload,
  saveContactAnswer,
  writeTraceUpload,
  type TraceUpload,
} from './storage/flowStorage';

// Uploads the tab's trace, again under the token of this tab's earlier upload if there was
// one, and keeps the token for the next message; undefined when it could not be stored.
async function upload(services: AppServices, trace: FlowTrace): Promise<TraceUpload | undefined> {
  const earlier = readTraceUpload(services.sessionStore);
  const earlierToken = earlier?.reference === trace.reference ? earlier.token : undefined;
  try {
    const token = await services.uploadTrace(trace, earlierToken);
    const uploaded = { reference: trace.reference, token };
    writeTraceUpload(services.sessionStore, uploaded);
    return uploaded;
  } catch {
    return undefined;
  }
}

// The trace goes first; if it cannot be stored the message still goes, without the
// reference, and the thank-you page does not claim one.
async function send(services: AppServices, { values, traceReference }: ContactSubmission) {
  const trace = traceReference ? traceOf(services).read() : undefined;
  const uploaded =
    trace && trace.reference === traceReference ? await upload(services, trace) : undefined;
  const html = uploaded
    ? await services.sendContactMessage(values, uploaded)
    : await services.sendContactMessage(values);
  return { html, traceReference: uploaded?.reference };
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
  services.warmUp?.('contact');
  const actor = createActor(createContactMachine(services, goToThankYou), {
    inspect: traceOf(services).inspector('contact', services.inspect),
  });
  actor.start();
  return { actor, recordInvalid: (fields) => traceOf(services).invalid('contact', fields) };
}
