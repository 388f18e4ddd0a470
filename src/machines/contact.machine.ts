import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { contactCopy } from '../content/contact';
import {
  validateContact,
  validateContactField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../schemas/contact.schema';
import { messageFrom } from './flowShared';

// Why a machine for a three-field form: it has the same shape as the sign-up and reset flows
// (edit, send, succeed or fail), and the rules that matter are about state, not fields: a
// message is sent once, a failure keeps what was typed, success stores the answer and leaves.
// As a machine those rules live in one place, the network, storage and router are injected
// (so tests run it with fakes), and the view only renders a snapshot and sends events.

export interface ContactContext {
  values: ContactValues;
  errors: ContactErrors;
  /** Form-level message after a failed send: the server's, or a connection hint. */
  formError: string | undefined;
  /** Bumped by every submit that fails validation, so the view can focus the first error. */
  invalidSubmits: number;
  /** The tab's flow trace, offered to support with the message: attached only if ticked. */
  trace: { reference: string; attach: boolean } | undefined;
}

export interface ContactInput {
  // The reference of the tab's flow trace, if there is one; ticked when the owner came
  // through "Get help".
  trace?: { reference: string; attach: boolean };
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

export type ContactEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'field.blur'; field: ContactField }
  | { type: 'trace.attach'; attach: boolean }
  | { type: 'submit' };

const emptyValues: ContactValues = { fullname: '', email: '', message: '' };

// What the form shows: busy from send until the thank-you page replaces it, or a failure.
export type ContactTag = 'sending' | 'failed';

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput,
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
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value };
      // An error already shown is re-checked while typing, so it clears as soon as it is fixed.
      if (!context.errors[event.field]) return { values };
      return {
        values,
        errors: {
          ...context.errors,
          [event.field]: validateContactField(event.field, event.value),
        },
      };
    }),
    checkField: assign(({ context, event }) => {
      assertEvent(event, 'field.blur');
      const message = validateContactField(event.field, context.values[event.field]);
      return { errors: { ...context.errors, [event.field]: message } };
    }),
    showAllErrors: assign(({ context }) => {
      const result = validateContact(context.values);
      return {
        errors: result.success ? {} : result.errors,
        invalidSubmits: context.invalidSubmits + 1,
      };
    }),
  },
  guards: {
    formIsValid: ({ context }) => validateContact(context.values).success,
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    values: emptyValues,
    errors: {},
    formError: undefined,
    invalidSubmits: 0,
    trace: input.trace,
  }),
  initial: 'editing',
  on: {
    'field.change': { actions: 'setValue' },
    'field.blur': { actions: 'checkField' },
    'trace.attach': {
      guard: ({ context }) => !!context.trace,
      actions: assign({
        trace: ({ context, event }) => context.trace && { ...context.trace, attach: event.attach },
      }),
    },
  },
  states: {
    editing: {
      on: {
        submit: [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'showAllErrors' }],
      },
    },
    // No `submit` handler here: a second click while sending is ignored, so one message is sent.
    submitting: {
      tags: 'sending',
      entry: assign({ errors: {}, formError: undefined }),
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }): ContactSubmission => {
          const result = validateContact(context.values);
          const values = result.success ? result.output : context.values;
          return context.trace?.attach
            ? { values, traceReference: context.trace.reference }
            : { values };
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
          actions: assign({
            formError: ({ event }) => messageFrom(event.error, contactCopy.errors.network),
          }),
        },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        submit: [{ guard: 'formIsValid', target: 'submitting' }, { actions: 'showAllErrors' }],
      },
    },
    sent: { type: 'final', tags: 'sending' },
  },
});
