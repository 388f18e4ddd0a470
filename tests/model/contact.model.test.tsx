import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  StateMachine,
  type ActorRefLike,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { createTraceRecorder } from '../../src/app/storage/flowTrace';
import {
  contactCopy,
  contactFailureText,
  contactFieldLabels,
  thankYouCopy,
} from '../../src/content/contact';
import {
  contactMachine,
  type ContactContext,
  type ContactEvent,
} from '../../src/machines/contact.machine';
import { SESSION_KEYS } from '../../src/app/storage/flowStorage';
import type { ContactValues } from '../../src/schemas/contact.schema';
import { FailureError } from '../../src/schemas/failure';
import { memoryStore } from '../../src/services/storage';
import { renderRoute } from '../helpers/render';
import { machineCoverage } from './coverage';
import { seesText, type User } from './driver';
import { fakeWorld } from './fakeServices';
import { flowModel, liveView } from './flowModel';
import {
  describeModel,
  type FlowPath,
  type ModelStart,
  type ModelTables,
  type Scene,
} from './harness';
import { fewestPaths } from './paths';

const DONE = 'xstate.done.actor.sendMessage';
const ERROR = 'xstate.error.actor.sendMessage';
const SERVER_MESSAGE = 'We are not taking messages today.';
const ANSWER = '<p>Thanks, Nora! We will write back.</p>';

// A tab whose sign-up already recorded a refused form, as the app's recorder stores it.
const traceStore = memoryStore();
const recorder = createTraceRecorder(traceStore);
recorder.invalid('signup', [{ field: 'email', rule: 'invalid' }]);
const REFERENCE = recorder.read()?.reference ?? '';
const storedTrace = { [SESSION_KEYS.flowTrace]: traceStore.get(SESSION_KEYS.flowTrace) ?? '' };

// The machine takes a valid form only (the form refuses the rest on its own, see
// tests/component/contact.test.tsx): what the owner typed, with the trace or without.
const FIRST: ContactValues = {
  fullname: 'Nora Salah',
  email: 'nora@example.com',
  message: 'The code never worked',
};
const AGAIN: ContactValues = { ...FIRST, message: 'The code never came' };

const events: AnyEventObject[] = [
  { type: 'submit', values: FIRST },
  { type: 'submit', values: AGAIN, traceReference: REFERENCE },
  { type: DONE, output: { html: ANSWER } },
  // The server refused it, in its own words; or no answer at all: the connection hint.
  { type: ERROR, error: new FailureError({ kind: 'http', status: 503, said: SERVER_MESSAGE }) },
  { type: ERROR, error: new FailureError({ kind: 'network' }) },
];

interface ContactScene extends Scene {
  user: User;
  context: () => ContactContext;
  // What the fields hold: what the owner last typed.
  typed: ContactValues;
}

const coverage = machineCoverage(contactMachine);

// The form's actor lives with the page (LazyContactForm), not in the router: it is found by
// the inspection events it reports, as coverage is.
const isContactActor = (ref: ActorRefLike): ref is AnyActorRef =>
  'logic' in ref && ref.logic instanceof StateMachine && ref.logic.id === contactMachine.id;

function opens(url: string, session: Record<string, string>) {
  return async (): Promise<ContactScene> => {
    let contact: { getSnapshot(): AnyMachineSnapshot } | undefined;
    const world = fakeWorld((event) => {
      coverage.observe(event);
      if (event.type === '@xstate.actor' && isContactActor(event.actorRef))
        contact = event.actorRef;
    }, session);
    const { router } = renderRoute(url, world.services);
    // The form's machine loads when focus first enters the form (LazyContactForm); the
    // send button takes it, so no field is left behind with a blur of its own.
    const send = await screen.findByRole('button', { name: contactCopy.submit });
    act(() => send.focus());
    await waitFor(() => expect(contact).toBeDefined());
    const actor = () => {
      if (!contact) throw new Error('the contact form is not on screen yet');
      return contact;
    };
    return {
      router,
      world,
      user: userEvent.setup(),
      live: () => liveView(actor()),
      context: () => actor().getSnapshot().context as ContactContext,
      typed: { fullname: '', email: '', message: '' },
    };
  };
}

const sends = (path: FlowPath) =>
  path.steps
    .slice(1)
    .flatMap(({ event }) => (event.type === 'submit' ? [event as ContactEvent] : []));

// Each start walks every edge it can: with a trace in the tab, every send with or without
// it; through "Get help" (the box ticked for the owner), the paths with a send that takes
// it; without a trace there is no box, so no send goes with one.
const choose =
  (walks: (sends: ContactEvent[]) => boolean) =>
  (all: FlowPath[]): FlowPath[] => {
    const possible = all.filter((path) => walks(sends(path)));
    return [...all.filter((p) => p.steps.length === 1), ...fewestPaths(possible)];
  };

// With a trace in the tab the form offers to attach it; "Get help" comes with its reference
// and the box ticked.
const starts: ModelStart<typeof contactMachine, ContactScene>[] = [
  {
    name: 'with a flow trace',
    input: undefined,
    open: opens('/contact-us', storedTrace),
    sees: () => expect(attachBox()).not.toBeChecked(),
    choose: choose(() => true),
  },
  {
    name: 'through Get help',
    input: undefined,
    open: opens(`/contact-us?reference=${REFERENCE}`, storedTrace),
    sees: () => expect(attachBox()).toBeChecked(),
    choose: choose((sent) => sent.some((send) => !!send.traceReference)),
  },
  {
    name: 'fresh',
    input: undefined,
    open: opens('/contact-us', {}),
    sees: () => expect(screen.queryByRole('checkbox')).toBeNull(),
    choose: choose((sent) => sent.every((send) => !send.traceReference)),
  },
];

const fieldOf = (field: keyof ContactValues) => screen.getByLabelText(contactFieldLabels[field]);
const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });
const attachBox = () =>
  screen.queryByRole('checkbox', { name: contactCopy.attachTrace(REFERENCE) });

// What was typed stays in the fields, whatever the form is doing.
function showsTyped({ typed }: ContactScene) {
  for (const field of ['fullname', 'email', 'message'] as const)
    expect(fieldOf(field)).toHaveValue(typed[field]);
}

const tables: ModelTables<ContactScene> = {
  states: {
    editing: async (scene) => {
      expect(await screen.findByRole('heading', { name: contactCopy.formTitle })).toBeVisible();
      expect(sendButton()).toHaveTextContent(contactCopy.submit);
      expect(sendButton()).not.toHaveAttribute('aria-disabled', 'true');
      showsTyped(scene);
    },
    submitting: (scene) => {
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(sendButton()).toHaveTextContent(contactCopy.submitting);
      showsTyped(scene);
    },
    failed: (scene) => {
      const { failure } = scene.context();
      expect(failure).toBeDefined();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent(contactFailureText(failure));
      expect(sendButton()).toHaveTextContent(contactCopy.submit);
      expect(sendButton()).not.toHaveAttribute('aria-disabled', 'true');
      showsTyped(scene);
    },
    // The reference is repeated only when the trace went with the message.
    sent: async ({ router, world }) => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
      expect(await screen.findByText(/Thanks, Nora! We will write back\./)).toBeInTheDocument();
      const last = world.calls.sendMessage?.at(-1) as { traceReference?: string } | undefined;
      const said = screen.queryByText(thankYouCopy.reference(REFERENCE));
      if (last?.traceReference) expect(said).toBeInTheDocument();
      else expect(said).toBeNull();
    },
  },
  events: {
    submit: {
      // The owner types the form, ticks the box or not, and sends.
      does: async (scene, event) => {
        const { values, traceReference } = event as ContactEvent;
        const { user } = scene;
        for (const field of ['fullname', 'email', 'message'] as const) {
          if (scene.typed[field] === values[field]) continue;
          await user.clear(fieldOf(field));
          await user.type(fieldOf(field), values[field]);
        }
        scene.typed = values;
        const box = attachBox();
        if (box && (box as HTMLInputElement).checked !== !!traceReference) await user.click(box);
        await user.click(sendButton());
      },
      // Sent: what was typed, with the trace (uploaded first) only when ticked.
      sees: async (scene, event) => {
        const { values, traceReference } = event as ContactEvent;
        const { calls } = scene.world;
        await waitFor(() => expect(calls.sendMessage?.at(-1)).toEqual({ values, traceReference }));
        const sentWithTrace = calls.sendMessage?.filter(
          (call) => (call as { traceReference?: string }).traceReference,
        );
        expect(calls.uploadTrace ?? []).toHaveLength(sentWithTrace?.length ?? 0);
      },
    },
    [ERROR]: {
      sees: (_, event) => {
        const { failure } = (event as EventObject & { error: FailureError }).error;
        return seesText(contactFailureText(failure));
      },
    },
  },
};

describeModel({
  name: 'contact',
  model: flowModel(contactMachine),
  events,
  // What the screen reads: where the form is, and why a send failed.
  serializeState: (s) => {
    const { failure } = s.context as ContactContext;
    return JSON.stringify([s.value, failure]);
  },
  starts,
  tables,
  coverage: [coverage],
});
