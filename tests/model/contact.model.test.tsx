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
import { createTraceRecorder } from '../../src/app/flowTrace';
import { contactCopy, contactFieldLabels, thankYouCopy } from '../../src/content/contact';
import {
  contactMachine,
  type ContactContext,
  type ContactEvent,
} from '../../src/machines/contact.machine';
import { SESSION_KEYS } from '../../src/app/storage/flowStorage';
import type { ContactValues } from '../../src/schemas/contact.schema';
import { ApiError } from '../../src/services/api';
import { memoryStore } from '../../src/services/storage';
import { renderRoute } from '../support/render';
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
import { byTarget, fewestPaths } from './paths';

const DONE = 'xstate.done.actor.sendMessage';
const ERROR = 'xstate.error.actor.sendMessage';
const SERVER_MESSAGE = 'We are not taking messages today.';
const ANSWER = '<p>Thanks, Nora! We will write back.</p>';

const change = (field: keyof ContactValues, value: string): ContactEvent => ({
  type: 'field.change',
  field,
  value,
});

const events: AnyEventObject[] = [
  change('fullname', 'Nora Salah'),
  change('email', 'nora@example.com'),
  change('message', 'The code never worked'),
  // A valid form made invalid again, so a resubmit after a failure can be refused.
  change('email', 'nora@'),
  { type: 'field.blur', field: 'email' },
  { type: 'submit' },
  { type: 'trace.attach', attach: true },
  { type: 'trace.attach', attach: false },
  { type: DONE, output: { html: ANSWER } },
  { type: ERROR, error: new ApiError(SERVER_MESSAGE, 503) },
  // No answer at all: the form's own connection hint.
  { type: ERROR, error: new ApiError('', 500) },
];

// A tab whose sign-up already recorded a refused form, as the app's recorder stores it.
const traceStore = memoryStore();
const recorder = createTraceRecorder(traceStore);
recorder.invalid('signup', [{ field: 'email', rule: 'emailInvalid' }]);
const REFERENCE = recorder.read()?.reference ?? '';
const storedTrace = { [SESSION_KEYS.flowTrace]: traceStore.get(SESSION_KEYS.flowTrace) ?? '' };

interface ContactScene extends Scene {
  user: User;
  context: () => ContactContext;
}

const coverage = machineCoverage(contactMachine);

// The form's actor lives in the page (useActorRef), not in the router: it is found by the
// inspection events it reports, as coverage is.
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
    };
  };
}

// `submit` is refused or sent by a guard on what was typed: both branches are walked.
const walked = new Set<string>();
const bothBranches = (all: FlowPath[]) => [
  ...all.filter((p) => p.steps.length === 1),
  ...fewestPaths(all, walked, byTarget),
];

// With a trace in the tab the form offers to attach it; "Get help" comes with its reference
// and the box ticked.
const starts: ModelStart<typeof contactMachine, ContactScene>[] = [
  {
    name: 'with a flow trace',
    input: { trace: { reference: REFERENCE, attach: false } },
    open: opens('/contact-us', storedTrace),
    choose: bothBranches,
  },
  {
    name: 'through Get help',
    input: { trace: { reference: REFERENCE, attach: true } },
    open: opens(`/contact-us?reference=${REFERENCE}`, storedTrace),
    choose: bothBranches,
  },
  { name: 'fresh', input: {}, open: opens('/contact-us', {}), choose: bothBranches },
];

const fieldOf = (field: keyof ContactValues) => screen.getByLabelText(contactFieldLabels[field]);
const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });
const attachBox = () =>
  screen.queryByRole('checkbox', { name: contactCopy.attachTrace(REFERENCE) });

// What was typed stays in the fields, whatever the form is doing.
function showsValues({ context }: ContactScene) {
  const { values } = context();
  for (const field of ['fullname', 'email', 'message'] as const)
    expect(fieldOf(field)).toHaveValue(values[field]);
}

function showsAttachment({ context }: ContactScene) {
  const { trace } = context();
  if (!trace) return expect(screen.queryByRole('checkbox')).toBeNull();
  expect(attachBox()).toBeInTheDocument();
  if (trace.attach) expect(attachBox()).toBeChecked();
  else expect(attachBox()).not.toBeChecked();
}

const tables: ModelTables<ContactScene> = {
  states: {
    editing: async (scene) => {
      expect(await screen.findByRole('heading', { name: contactCopy.formTitle })).toBeVisible();
      expect(sendButton()).toHaveTextContent(contactCopy.submit);
      expect(sendButton()).not.toHaveAttribute('aria-disabled', 'true');
      showsValues(scene);
      showsAttachment(scene);
    },
    submitting: (scene) => {
      expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
      expect(sendButton()).toHaveTextContent(contactCopy.submitting);
      showsValues(scene);
    },
    failed: (scene) => {
      const { formError } = scene.context();
      expect(screen.getByRole('alert')).toHaveTextContent(formError ?? '');
      expect(sendButton()).toHaveTextContent(contactCopy.submit);
      showsValues(scene);
      showsAttachment(scene);
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
    'field.change': {
      does: async ({ user }, event) => {
        const { field, value } = event as Extract<ContactEvent, { type: 'field.change' }>;
        await user.clear(fieldOf(field));
        await user.type(fieldOf(field), value);
      },
    },
    'field.blur': {
      does: async ({ user }, event) => {
        const { field } = event as Extract<ContactEvent, { type: 'field.blur' }>;
        await user.click(fieldOf(field));
        await user.tab();
      },
      // A field left invalid says why under it.
      sees: ({ context }, event) => {
        const { field } = event as Extract<ContactEvent, { type: 'field.blur' }>;
        const error = context().errors[field];
        if (error) expect(fieldOf(field)).toHaveAccessibleDescription(error);
        else expect(fieldOf(field)).not.toHaveAttribute('aria-invalid', 'true');
      },
    },
    submit: {
      does: ({ user }) => user.click(sendButton()),
      sees: async (scene) => {
        const { values, errors, trace } = scene.context();
        // A refused form names every field still wrong, and nothing is sent.
        if (!scene.live().matches('submitting')) {
          for (const message of Object.values(errors))
            if (message) expect(screen.getByText(message)).toBeInTheDocument();
          return;
        }
        // Sent: the trimmed message, with the trace (uploaded first) only when ticked.
        const { calls } = scene.world;
        const traceReference = trace?.attach ? REFERENCE : undefined;
        const trimmed = Object.fromEntries(
          Object.entries(values).map(([field, value]) => [field, value.trim()]),
        );
        await waitFor(() =>
          expect(calls.sendMessage?.at(-1)).toEqual({ values: trimmed, traceReference }),
        );
        const sentWithTrace = calls.sendMessage?.filter(
          (call) => (call as { traceReference?: string }).traceReference,
        );
        expect(calls.uploadTrace ?? []).toHaveLength(sentWithTrace?.length ?? 0);
      },
    },
    'trace.attach': {
      // A box already as the event says is unticked and ticked again: the same end, by hand.
      does: async ({ user, context }, event) => {
        const { attach } = event as Extract<ContactEvent, { type: 'trace.attach' }>;
        const box = attachBox();
        if (!box) throw new Error('no trace to attach on this page');
        if (context().trace?.attach === attach) await user.click(box);
        await user.click(box);
      },
    },
    [ERROR]: {
      sees: (_, event) => {
        const { message } = (event as EventObject & { error: ApiError }).error;
        return seesText(message || contactCopy.errors.network);
      },
    },
  },
};

describeModel({
  name: 'contact',
  model: flowModel(contactMachine),
  events,
  // What the guards and the screen read: where the form is, what is filled in, the trace box.
  serializeState: (s) => {
    const { values, trace } = s.context as ContactContext;
    return JSON.stringify([s.value, values, trace?.attach]);
  },
  starts,
  tables,
  coverage: [coverage],
});
