import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, EventObject } from 'xstate';
import {
  contactMachine,
  type ContactContext,
  type ContactEvent,
} from '../../../src/machines/contact.machine';
import { m } from '../../../src/paraglide/messages.js';
import type { Locale } from '../../../src/paraglide/runtime.js';
import type { ContactValues } from '../../../src/schemas/contact.schema';
import { FailureError, type Failure } from '../../../src/schemas/failure';
import { flowModel } from '../../model/flowModel';
import { fewestPaths } from '../../model/paths';
import { contactFailureText } from '../../../src/content/contact';
import { untilLive } from '../helpers/fixtures';
import { tabTrace } from '../helpers/tabTrace';
import { escapeRegExp, flowsIn } from '../helpers/flows';
import {
  describeBrowserModel,
  type BrowserScene,
  type BrowserStart,
  type BrowserSuite,
  type BrowserTables,
  type StartContext,
} from './browserHarness';

// The contact form's machine, walked in Chromium along the paths its jsdom model suite
// (tests/model/contact.model.test.tsx) walks, in both page languages.

const DONE = 'xstate.done.actor.sendMessage';
const ERROR = 'xstate.error.actor.sendMessage';
const SERVER_MESSAGE = 'We are not taking messages today.';

// The paths only tell a send with the trace from one without; the tab's own reference is
// what the screens show.
const WITH_TRACE = 'with-trace';

const FIRST: ContactValues = {
  fullname: 'Nora Salah',
  email: 'nora@studio.example',
  message: 'The code never worked',
};
const AGAIN: ContactValues = { ...FIRST, message: 'The code never came' };

const events: AnyEventObject[] = [
  { type: 'submit', values: FIRST },
  { type: 'submit', values: AGAIN, traceReference: WITH_TRACE },
  { type: DONE, output: { html: '' } },
  { type: ERROR, error: new FailureError({ kind: 'http', status: 503, said: SERVER_MESSAGE }) },
  { type: ERROR, error: new FailureError({ kind: 'network' }) },
];

interface ContactScene extends BrowserScene {
  // The reference of the tab's trace, when it holds one.
  reference: string;
  typed: ContactValues;
  lastSend?: ContactEvent;
  failure?: Failure;
}

const options = (scene: BrowserScene) => ({ locale: scene.locale });

function form({ page, locale, reference }: ContactScene) {
  const main = page.getByRole('main');
  const words = { locale };
  return {
    fullname: main.getByLabel(m.contact_field_fullname({}, words)),
    email: main.getByLabel(m.contact_field_email({}, words)),
    message: main.getByLabel(m.contact_field_message({}, words)),
    send: main.getByRole('button', {
      name: new RegExp(
        `^(${escapeRegExp(m.contact_submit({}, words))}|${escapeRegExp(m.contact_submitting({}, words))})$`,
      ),
    }),
    attach: main.getByRole('checkbox', {
      name: m.contact_attach_trace({ reference }, words),
    }),
  };
}

async function showsTyped(scene: ContactScene) {
  const fields = form(scene);
  for (const field of ['fullname', 'email', 'message'] as const)
    await expect(fields[field]).toHaveValue(scene.typed[field]);
}

const tables: BrowserTables<ContactScene> = {
  states: {
    editing: async (scene) => {
      await expect(
        scene.page.getByRole('heading', { name: m.contact_form_title({}, options(scene)) }),
      ).toBeVisible();
      await expect(form(scene).send).toHaveText(m.contact_submit({}, options(scene)));
      await expect(form(scene).send).not.toHaveAttribute('aria-disabled', 'true');
      await showsTyped(scene);
    },
    submitting: async (scene) => {
      await expect(form(scene).send).toHaveAttribute('aria-disabled', 'true');
      await expect(form(scene).send).toHaveText(m.contact_submitting({}, options(scene)));
      await showsTyped(scene);
    },
    failed: async (scene) => {
      const words = contactFailureText(scene.failure ?? { kind: 'unexpected' }, scene.locale);
      await expect(scene.page.getByRole('alert').filter({ hasText: words })).toBeVisible();
      await expect(form(scene).send).toHaveText(m.contact_submit({}, options(scene)));
      await showsTyped(scene);
    },
    // The reference is repeated only when the trace went with the message.
    sent: async (scene) => {
      const flows = flowsIn(scene.locale);
      await expect(scene.page).toHaveURL(flows.endsAt('/thank-you'));
      await expect(scene.page.getByText(/Nora/).first()).toBeVisible();
      const said = scene.page.getByText(
        m.thank_you_reference({ reference: scene.reference }, options(scene)),
      );
      await expect(said).toHaveCount(scene.lastSend?.traceReference ? 1 : 0);
    },
  },
  events: {
    submit: {
      // The owner types the form, ticks the box or not, and sends.
      does: async (scene, event) => {
        const { values, traceReference } = event as ContactEvent;
        const fields = form(scene);
        for (const field of ['fullname', 'email', 'message'] as const)
          if (scene.typed[field] !== values[field]) await fields[field].fill(values[field]);
        scene.typed = values;
        if ((await fields.attach.count()) > 0) await fields.attach.setChecked(!!traceReference);
        scene.lastSend = event as ContactEvent;
        await fields.send.click();
      },
    },
  },
  calls: { sendMessage: { url: '**/contact', method: 'POST' } },
  settle: (scene, outcome) => {
    if (outcome.type === DONE) return (route) => route.continue();
    const { failure } = (outcome as EventObject & { error: FailureError }).error;
    scene.failure = failure;
    if (failure.kind === 'http')
      return (route) =>
        route.fulfill({ status: failure.status, json: { message: failure.said ?? '' } });
    return (route) => route.abort('internetdisconnected');
  },
};

const sends = (path: { steps: { event: EventObject }[] }) =>
  path.steps
    .slice(1)
    .flatMap(({ event }) => (event.type === 'submit' ? [event as ContactEvent] : []));

const choose =
  (walks: (sent: ContactEvent[]) => boolean): BrowserStart<ContactScene>['choose'] =>
  (all) => [
    ...all.filter((p) => p.steps.length === 1),
    ...fewestPaths(all.filter((p) => walks(sends(p)))),
  ];

// A trace in the tab, as a sign-up form refused for empty fields leaves one.
async function leaveTrace(page: Page, locale: Locale): Promise<string> {
  const flows = flowsIn(locale);
  await page.goto(flows.path('/register?mode=signup'));
  await untilLive(page);
  await flows.signupForm(page.getByRole('main')).submit.click();
  let reference = '';
  await expect
    .poll(async () => (reference = (await tabTrace(page)).reference ?? ''), {
      message: 'a trace in the tab',
    })
    .not.toBe('');
  return reference;
}

// The form's machine starts when the owner first reaches for it.
function opens(path: (reference: string) => string, withTrace: boolean) {
  return async ({ page, locale }: StartContext): Promise<ContactScene> => {
    const reference = withTrace ? await leaveTrace(page, locale) : '';
    await page.goto(flowsIn(locale).path(path(reference)));
    // The paths are the live form's; what is typed and sent while the page is still
    // becoming live is tests/e2e/flowEntry.spec.ts's and tests/unit/earlyEvents.test.ts's.
    await untilLive(page);
    const scene: ContactScene = {
      page,
      locale,
      reference,
      typed: { fullname: '', email: '', message: '' },
    };
    await form(scene).send.focus();
    return scene;
  };
}

const starts: BrowserStart<ContactScene>[] = [
  { name: 'with a flow trace', open: opens(() => '/contact-us', true), choose: choose(() => true) },
  {
    name: 'through Get help',
    open: opens((reference) => `/contact-us?reference=${reference}`, true),
    choose: choose((sent) => sent.some((send) => !!send.traceReference)),
  },
  {
    name: 'fresh',
    open: opens(() => '/contact-us', false),
    choose: choose((sent) => sent.every((send) => !send.traceReference)),
  },
];

const suite: BrowserSuite<ContactScene> = {
  name: 'contact',
  machine: 'contact',
  model: flowModel(contactMachine),
  events,
  serializeState: (s) => JSON.stringify([s.value, (s.context as ContactContext).failure]),
  starts,
  tables,
};

describeBrowserModel(suite);
