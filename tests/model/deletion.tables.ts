// The account deletion model suite's tables and starts, in their own module so that
// traces.model.test.tsx can replay support traces with them without re-running the suite.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { noteFinishedFlow } from '../../src/bindings/flows/finishedFlows';
import { deletionScreens } from '../../src/content/deletion';
import { flowScreens, flowText, getHelpText } from '../../src/content/flows';
import { deletionMachine } from '../../src/machines/deletion.machine';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { asFailure, authReasonOf, statusOf } from '../../src/schemas/failure';
import { phoneFieldValue } from '../../src/schemas/phone';
import { renderRoute } from '../helpers/render';
import { machineCoverage } from './coverage';
import { codeStepNotModelled, codeStepRows, codeStepUnseen } from './codeStepRows';
import { PROOF_REFUSED } from './codeStepEvents';
import { NO_ACCOUNT, PHONE, owner } from './deletion.events';
import { goTo, retype, seesText, type User } from './driver';
import { fakeWorld } from './fakeServices';
import { liveView } from './flowModel';
import { type ModelStart, type ModelTables, type Scene } from './harness';
import { traceReplaySuite } from './traceReplay';
import { shortestEndingWith } from './paths';

const PAGE = '/delete-account';
const text = deletionScreens;

// The failure an actor's error event carries.
const failureIn = (event: EventObject) =>
  asFailure((event as EventObject & { error: unknown }).error);

export interface DeletionScene extends Scene {
  user: User;
  // What the app should carry on from the start or the last answer.
  expected: { verificationId?: string; idToken?: string };
}

const phoneRecord = JSON.stringify({ v: 1, phone: PHONE });
const code = { phone: PHONE, verificationId: 'stored-id', sentAt: 0 };

export { events } from './deletion.events';

export const coverage = machineCoverage(deletionMachine);
// The code step is walked through the deletion's own paths, as its child.
export const codeCoverage = machineCoverage(phoneCodeMachine);

export function opens(session: () => Record<string, string>, expected: DeletionScene['expected']) {
  return async (): Promise<DeletionScene> => {
    const world = fakeWorld((event) => {
      coverage.observe(event);
      codeCoverage.observe(event);
    }, session());
    const { router } = renderRoute(PAGE, world.services);
    const deletion = await router.options.context.flowsGate.flow('deletion').load();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const live = () => liveView(deletion, 'phoneCode');
    return { router, world, user, live, expected: { ...expected } };
  };
}

const otpRecord = (verified: boolean) =>
  JSON.stringify({
    v: 2,
    flow: 'deletion',
    verificationId: 'stored-id',
    sentAt: Date.now(),
    ...(verified
      ? { verified: true, idToken: 'stored-token', verifiedAt: Date.now() }
      : { verified: false }),
  });

// A fresh visit walks every edge once; reloads on the code screen and after the code carry
// on from what they restored.
export const starts: ModelStart<typeof deletionMachine, DeletionScene>[] = [
  { name: 'fresh', input: {}, open: opens(() => ({}), {}) },
  {
    name: 'reloaded after verifying',
    input: { code: { ...code, proof: { idToken: 'stored-token', verifiedAt: 0 } } },
    open: opens(() => ({ otp: otpRecord(true), phoneNumber: phoneRecord }), {
      verificationId: 'stored-id',
      idToken: 'stored-token',
    }),
    choose: shortestEndingWith('xstate.done.actor.deleteAccount'),
  },
  {
    name: 'reloaded with a code pending',
    input: { code },
    open: opens(() => ({ otp: otpRecord(false), phoneNumber: phoneRecord }), {
      verificationId: 'stored-id',
    }),
    choose: shortestEndingWith('xstate.done.actor.deleteAccount'),
  },
];

const record = ({ world }: Scene, key: string) =>
  JSON.parse(world.sessionStore.get(key) ?? 'null') as unknown;
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const onPhoneForm = () => screen.queryByRole('heading', { level: 1, name: text.title }) !== null;
const resendButton = () => screen.getByRole('button', { name: /resend code/i });
const outputOf = (event: EventObject) => (event as EventObject & { output?: string }).output;
const sentTo = ({ world }: Scene) => expect(world.calls.sendCode?.at(-1)).toBe(PHONE);
const nothingKept = ({ world }: Scene) => {
  for (const key of ['otp', 'phoneNumber']) expect(world.sessionStore.get(key)).toBeNull();
};

// What a deletion takes, said before anything is deleted; the proof is kept for a reload.
const seesConfirm = async (scene: DeletionScene) => {
  expect(scene.router.state.location.pathname).toBe(PAGE);
  expect(await heading(text.confirm.title)).toBeInTheDocument();
  for (const item of text.confirm.deleted.items) expect(screen.getByText(item)).toBeVisible();
  expect(screen.getByText(text.confirm.subscription.items[0] ?? '')).toBeVisible();
  expect(screen.getByRole('checkbox', { name: text.confirm.tick })).toBeInTheDocument();
  expect(record(scene, 'otp')).toMatchObject({
    flow: 'deletion',
    verified: true,
    idToken: scene.expected.idToken,
  });
};

// Back on the phone form, which says why and asks for a new code, the phone kept; the spent
// proof is not kept for a reload.
const seesProofRefused = async (scene: DeletionScene) => {
  await seesText(PROOF_REFUSED);
  expect(await heading(text.title)).toBeInTheDocument();
  expect(screen.getAllByText(text.proofSpent).some((e) => e.getAttribute('role') === 'alert')).toBe(
    true,
  );
  expect(screen.getByLabelText(/phone number/i)).toHaveValue(phoneFieldValue(PHONE));
  nothingKept(scene);
};

const codeRows = codeStepRows<DeletionScene>(PAGE);

export const tables: ModelTables<DeletionScene> = {
  unseen: {
    ...codeStepUnseen,
    restoring: "passed through: where a reload resumes, checked by each start's first rows",
  },
  notModelled: {
    ...codeStepNotModelled,
    'code.request': 'only the sign-up asks for a code this way (verify-user); a deletion resends',
  },
  states: {
    enteringPhone: async () => {
      if (onPhoneForm())
        expect(await screen.findByRole('button', { name: /^send code$/i })).toBeEnabled();
    },
    'phoneCode:sending': async (scene) => {
      if (onPhoneForm())
        expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
      sentTo(scene);
    },
    'phoneCode:waiting': async (scene) => {
      expect(scene.router.state.location.href).toBe(PAGE);
      expect(await screen.findByRole('group', { name: /verification code/i })).toBeInTheDocument();
      expect(screen.getByText(owner.shown)).toBeInTheDocument();
      expect(record(scene, 'otp')).toMatchObject({ flow: 'deletion', verified: false });
      expect(record(scene, 'phoneNumber')).toMatchObject({ phone: PHONE });
    },
    'phoneCode:waiting.coolingDown': () => {
      expect(resendButton()).toBeDisabled();
    },
    'phoneCode:waiting.ready': () => {
      expect(resendButton()).toBeEnabled();
    },
    'phoneCode:waiting.resending': sentTo,
    'phoneCode:verifying': async ({ world, expected }) => {
      await seesText(flowText.verifying);
      expect(world.calls.confirmCode?.at(-1)).toEqual({
        verificationId: expected.verificationId,
        code: '123456',
      });
    },
    // Only now, with the phone proven, is the account looked up; nothing is said before.
    checkingAccount: async ({ world, expected }) => {
      expect(await heading(flowScreens.checkingAccount.title)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(flowScreens.checkingAccount.status);
      expect(screen.queryByRole('button', { name: text.confirm.submit })).toBeNull();
      expect(world.calls.checkAccount?.at(-1)).toEqual({ idToken: expected.idToken });
    },
    confirming: seesConfirm,
    deleting: async (scene) => {
      await seesConfirm(scene);
      expect(await screen.findByRole('button', { name: text.confirm.deleting })).toBeDisabled();
      expect(scene.world.calls.deleteAccount?.at(-1)).toEqual({ idToken: scene.expected.idToken });
    },
    // Said only after the code; a way on, and nothing of the deletion kept.
    noAccount: async (scene) => {
      expect(await heading(flowScreens.noAccount.title)).toBeInTheDocument();
      expect(screen.getByText(NO_ACCOUNT)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('link', { name: text.noAccount.signup })).toHaveAttribute(
        'href',
        '/register?mode=signup',
      );
      expect(screen.getByRole('link', { name: text.noAccount.contact })).toHaveAttribute(
        'href',
        '/contact-us',
      );
      nothingKept(scene);
    },
    deleted: async (scene) => {
      expect(await heading(text.done.title)).toBeInTheDocument();
      const main = within(screen.getByRole('main'));
      expect(main.getAllByRole('link', { name: /app store|google play/i })).toHaveLength(2);
      nothingKept(scene);
    },
  },
  events: {
    ...codeRows,
    'phone.submit': {
      does: async ({ router, user }) => {
        await goTo(router, PAGE);
        await retype(user, /phone number/i, owner.local);
        await user.click(screen.getByRole('button', { name: /send code/i }));
      },
    },
    'phone.change': {
      does: async ({ router, user }) => {
        await goTo(router, PAGE);
        const other = screen.queryByRole('button', { name: text.noAccount.otherNumber });
        await user.click(other ?? (await screen.findByRole('button', { name: /change number/i })));
      },
      sees: async ({ router }) => {
        expect(router.state.location.pathname).toBe(PAGE);
        expect(await heading(text.title)).toBeInTheDocument();
        await waitFor(() => expect(screen.getByLabelText(/phone number/i)).toHaveFocus());
      },
    },
    // One deliberate action: the box ticked, then the red button.
    'deletion.confirm': {
      does: async ({ user }) => {
        await user.click(await screen.findByRole('checkbox', { name: text.confirm.tick }));
        await user.click(screen.getByRole('button', { name: text.confirm.submit }));
      },
    },
    'deletion.cancel': {
      does: async ({ user }) => {
        await user.click(await screen.findByRole('button', { name: text.confirm.cancel }));
      },
      sees: async (scene) => {
        await waitFor(() => expect(scene.router.state.location.pathname).toBe('/'));
        nothingKept(scene);
        expect(scene.world.calls.deleteAccount ?? []).toHaveLength(0);
      },
    },
    // What the user sees on a failure, per spec section 8.
    'xstate.error.actor.sendCode': { sees: () => seesText(flowText.sendFailed) },
    'xstate.error.actor.checkAccount': {
      sees: async (scene, event) => {
        const status = statusOf(failureIn(event));
        if (status === 401) return seesProofRefused(scene);
        // No error said: a missing account has its own screen, and a check that could not
        // answer is left to the deletion itself.
        expect(screen.queryByText(flowText.generic)).toBeNull();
      },
    },
    'xstate.error.actor.deleteAccount': {
      sees: async (scene, event) => {
        const status = statusOf(failureIn(event));
        if (status === 404) return expect(screen.queryByText(flowText.generic)).toBeNull();
        if (status === 401) return seesProofRefused(scene);
        // Told in the catalogue's words, the confirm screen kept, a way to help offered.
        await seesText(flowText.generic);
        expect(await screen.findByRole('link', { name: getHelpText.link })).toBeVisible();
        expect(screen.getByRole('button', { name: text.confirm.submit })).toBeEnabled();
      },
    },
    'xstate.done.actor.checkAccount': {
      sees: async () => {
        expect(await heading(text.confirm.title)).toBeInTheDocument();
      },
    },
    // Another tab of this browser deleted the account from its copy of this deletion: this
    // one ends as it did, nothing kept.
    'flow.finishedElsewhere': {
      does: async ({ world }) => {
        await act(async () => {
          noteFinishedFlow(world.localStore, 'deletion', PHONE, Date.now());
          window.dispatchEvent(new StorageEvent('storage', { key: 'finishedFlows' }));
        });
      },
      sees: async (scene) => {
        expect(await heading(text.done.title)).toBeInTheDocument();
        nothingKept(scene);
      },
    },
    'xstate.error.actor.confirmCode': {
      sees: (_, event) =>
        seesText(
          authReasonOf(failureIn(event)) === 'code-expired'
            ? flowText.codeExpired
            : flowText.generic,
        ),
    },
    'xstate.done.actor.sendCode': {
      sees: async (scene, event) => {
        scene.expected.verificationId = outputOf(event);
        await seesText(flowText.otpSent);
      },
    },
    'xstate.done.actor.confirmCode': {
      sees: async (scene, event) => {
        scene.expected.idToken = outputOf(event);
        await seesText(flowText.otpVerified);
      },
    },
    'xstate.done.actor.deleteAccount': {
      sees: async (scene) => {
        expect(await heading(text.done.title)).toBeInTheDocument();
        nothingKept(scene);
        expect(scene.world.calls.deleteAccount?.at(-1)).toEqual({
          idToken: scene.expected.idToken,
        });
      },
    },
  },
};

// How the kept traces of this flow replay (tests/model/traces.model.test.tsx).
export const traceReplay = traceReplaySuite('deletion', tables, starts);
