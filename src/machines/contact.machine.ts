import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ContactValues } from '../schemas/contact.schema';
import { asFailure, type Failure } from '../schemas/failure';

// Why a machine for a three-field form: it has the same shape as the sign-up and reset flows
// (send, succeed or fail), and the rules that matter are about state, not fields: a message
// is sent once, a failure leaves the form as it was to send again, success stores the answer
// and leaves. The form on screen holds and checks what is typed (src/ui/forms/
// useValidatedForm.ts) and hands the machine a valid submission only; the network, storage
// and router are injected, so tests run it with fakes.

export interface ContactContext {
  /** Why the last send failed, until the next one; the form says it in the page's words. */
  failure: Failure | undefined;
}

/** What is sent: the trimmed values, and the trace reference when the owner attached it. */
export interface ContactSubmission {
  values: ContactValues;
  traceReference?: string;
}

/** The service's answer, and the trace reference if the trace really went with the message. */
export interface ContactSent {
  html: string;
  traceReference?: string;
}

// A valid form, sent: the trimmed values, and the tab's trace reference when ticked.
export type ContactEvent = { type: 'submit' } & ContactSubmission;

// What the form shows: busy from send until the thank-you page replaces it, or a failure.
export type ContactTag = 'sending' | 'failed';

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    tags: {} as ContactTag,
  },
  actors: {
    // Provided by src/app/contact.ts: uploads the trace if attached, posts the trimmed values,
    // resolves with the answer HTML.
    sendMessage: fromPromise<ContactSent, ContactSubmission>(() =>
      Promise.reject(new Error('sendMessage is provided at actor creation')),
    ),
  },
  actions: {
    // Provided by src/app/contact.ts: sessionStorage `responseHtml` and the trace reference
    // sent (saveContactAnswer in src/app/storage/flowStorage.ts), then the router.
    storeResponse: (_, _params: { html: string; traceReference?: string }) => {},
    goToThankYou: () => {},
  },
}).createMachine({
  id: 'contact',
  context: { failure: undefined },
  initial: 'editing',
  states: {
    editing: {
      on: { submit: 'submitting' },
    },
    // No `submit` handler here: a second click while sending is ignored, so one message is sent.
    submitting: {
      tags: 'sending',
      entry: assign({ failure: undefined }),
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ event }): ContactSubmission => {
          assertEvent(event, 'submit');
          const { values, traceReference } = event;
          return traceReference ? { values, traceReference } : { values };
        },
        onDone: {
          target: 'sent',
          actions: [
            {
              type: 'storeResponse',
              params: ({ event }) => event.output,
            },
            'goToThankYou',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => asFailure(event.error) }),
        },
      },
    },
    failed: {
      tags: 'failed',
      on: { submit: 'submitting' },
    },
    sent: { type: 'final', tags: 'sending' },
  },
});
