// The reset model suite's tables and starts, in their own module so that
// traces.model.test.tsx can replay support traces with them without re-running the suite.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { noteFinishedFlow } from '../../src/bindings/flows/finishedFlows';
import { flowScreens, flowText } from '../../src/content/flows';
import { accountExistsText } from '../../src/content/forms';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { resetMachine } from '../../src/machines/reset.machine';
import { asFailure, authReasonOf, statusOf } from '../../src/schemas/failure';
import { phoneFieldValue } from '../../src/schemas/phone';
import { renderRoute } from '../helpers/render';
import { machineCoverage } from './coverage';
import { codeStepNotModelled, codeStepRows, codeStepUnseen } from './codeStepRows';
import { PROOF_REFUSED } from './codeStepEvents';
import { NEW_PASSWORD, NO_ACCOUNT, PHONE, owner } from './reset.events';
import { goTo, retype, seesText, type User } from './driver';
import { fakeWorld } from './fakeServices';
import { liveView } from './flowModel';
import { type ModelStart, type ModelTables, type Scene } from './harness';
import { traceReplaySuite } from './traceReplay';
import { shortestEndingWith } from './paths';

// The failure an actor's error event carries.
const failureIn = (event: EventObject) =>
  asFailure((event as EventObject & { error: unknown }).error);

export interface ResetScene extends Scene {
  user: User;
  // What the app should carry on from the start or the last answer.
  expected: { verificationId?: string; idToken?: string };
}

const phoneRecord = JSON.stringify({ v: 1, phone: PHONE });
const code = { phone: PHONE, verificationId: 'stored-id', sentAt: 0 };

export { events } from './reset.events';

export const coverage = machineCoverage(resetMachine);
// The code step is walked through the reset's own paths, as its child.
export const codeCoverage = machineCoverage(phoneCodeMachine);

export function opens(
  url: string,
  session: () => Record<string, string>,
  expected: ResetScene['expected'],
) {
  return async (): Promise<ResetScene> => {
    const world = fakeWorld((event) => {
      coverage.observe(event);
      codeCoverage.observe(event);
    }, session());
    const { router } = renderRoute(url, world.services);
    const reset = await router.options.context.flowsGate.flow('reset').load();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const live = () => liveView(reset, 'phoneCode');
    return { router, world, user, live, expected: { ...expected } };
  };
}

// A fresh visit walks every edge once; reloads on the code screen and on the new-password
// screen carry on from what they restored.
export const starts: ModelStart<typeof resetMachine, ResetScene>[] = [
  { name: 'fresh', input: {}, open: opens('/forget-password', () => ({}), {}) },
  {
    name: 'reloaded after verifying',
    input: { resetting: { phone: PHONE, idToken: 'stored-token' } },
    open: opens(
      '/reset-password',
      () => ({
        isResetting: JSON.stringify({ v: 1, idToken: 'stored-token', verifiedAt: Date.now() }),
        phoneNumber: phoneRecord,
      }),
      { idToken: 'stored-token' },
    ),
    choose: shortestEndingWith('xstate.done.actor.resetPassword'),
  },
  {
    name: 'reloaded with a code pending',
    input: { code },
    open: opens(
      '/verify-otp?mode=password',
      () => ({
        otp: JSON.stringify({
          v: 2,
          flow: 'reset',
          verificationId: 'stored-id',
          sentAt: Date.now(),
          verified: false,
        }),
        phoneNumber: phoneRecord,
      }),
      { verificationId: 'stored-id' },
    ),
    choose: shortestEndingWith('xstate.done.actor.resetPassword'),
  },
];

const record = ({ world }: Scene, key: string) =>
  JSON.parse(world.sessionStore.get(key) ?? 'null') as unknown;
const onPhoneForm = ({ router }: Scene) => router.state.location.pathname === '/forget-password';
const resendButton = () => screen.getByRole('button', { name: /resend code/i });
const outputOf = (event: EventObject) => (event as EventObject & { output?: string }).output;
const sentTo = ({ world }: Scene) => expect(world.calls.sendCode?.at(-1)).toBe(PHONE);

const seesNewPasswordScreen = async (scene: ResetScene) => {
  expect(scene.router.state.location.pathname).toBe('/reset-password');
  expect(
    await screen.findByRole('heading', { name: /choose a new password/i }),
  ).toBeInTheDocument();
  expect(record(scene, 'isResetting')).toMatchObject({ idToken: scene.expected.idToken });
  expect(record(scene, 'phoneNumber')).toMatchObject({ phone: PHONE });
  expect(scene.world.sessionStore.get('otp')).toBeNull();
};

// Back on the phone form, which says why and asks for a new code, the phone kept; the spent
// proof is not kept for a reload.
const seesProofRefused = async ({ router, world }: ResetScene) => {
  await seesText(PROOF_REFUSED);
  await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password'));
  expect(await screen.findByText(flowScreens.forgetPassword.proofSpent)).toHaveAttribute(
    'role',
    'alert',
  );
  expect(screen.getByLabelText(/phone number/i)).toHaveValue(phoneFieldValue(PHONE));
  expect(
    within(screen.getByRole('main')).getByRole('link', { name: accountExistsText.login }),
  ).toHaveAttribute('href', '/register?mode=login');
  for (const key of ['otp', 'phoneNumber', 'isResetting'])
    expect(world.sessionStore.get(key)).toBeNull();
};

const codeRows = codeStepRows<ResetScene>('/verify-otp?mode=password');

export const tables: ModelTables<ResetScene> = {
  unseen: {
    ...codeStepUnseen,
    restoring: "passed through: where a reload resumes, checked by each start's first rows",
    done: 'passed through to enteringPhone; the resetPassword outcome row checks the end',
  },
  notModelled: {
    ...codeStepNotModelled,
    'code.request':
      'only the sign-up asks for a code this way (verify-user, a spent code); reset resends',
  },
  states: {
    enteringPhone: async (scene) => {
      if (onPhoneForm(scene))
        expect(await screen.findByRole('button', { name: /^send code$/i })).toBeEnabled();
    },
    'phoneCode:sending': async (scene) => {
      if (onPhoneForm(scene))
        expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
      sentTo(scene);
    },
    'phoneCode:waiting': async (scene) => {
      expect(scene.router.state.location.href).toBe('/verify-otp?mode=password');
      expect(await screen.findByRole('group', { name: /verification code/i })).toBeInTheDocument();
      expect(screen.getByText(owner.shown)).toBeInTheDocument();
      expect(record(scene, 'otp')).toMatchObject({ flow: 'reset', verified: false });
      expect(record(scene, 'phoneNumber')).toMatchObject({ phone: PHONE });
      expect(scene.world.sessionStore.get('isResetting')).toBeNull();
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
    // The code screen gives way to a status line while the account is looked up; no password
    // is asked for yet, and nothing of the verified phone is kept until the answer.
    checkingAccount: async ({ world, expected }) => {
      expect(
        await screen.findByRole('heading', { name: flowScreens.checkingAccount.title }),
      ).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(flowScreens.checkingAccount.status);
      expect(screen.queryByLabelText(/^new password$/i)).toBeNull();
      expect(world.calls.checkAccount?.at(-1)).toEqual({ phone: PHONE, idToken: expected.idToken });
      expect(world.sessionStore.get('isResetting')).toBeNull();
    },
    choosingPassword: seesNewPasswordScreen,
    updating: async (scene) => {
      await seesNewPasswordScreen(scene);
      expect(await screen.findByRole('button', { name: /updating/i })).toBeDisabled();
    },
    // The reset ends with what happened and a way on; nothing of it is kept for a reload.
    noAccount: async ({ world }) => {
      expect(
        await screen.findByRole('heading', { name: flowScreens.noAccount.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(NO_ACCOUNT)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: flowScreens.noAccount.signup })).toBeEnabled();
      for (const key of ['otp', 'phoneNumber', 'isResetting'])
        expect(world.sessionStore.get(key)).toBeNull();
    },
  },
  events: {
    ...codeRows,
    'phone.submit': {
      does: async ({ router, user }) => {
        await goTo(router, '/forget-password');
        await retype(user, /phone number/i, owner.local);
        await user.click(screen.getByRole('button', { name: /send code/i }));
      },
    },
    'phone.change': {
      ...codeRows['phone.change'],
      sees: ({ router }) => expect(router.state.location.pathname).toBe('/forget-password'),
    },
    'password.submit': {
      does: async ({ router, user }) => {
        await goTo(router, '/reset-password');
        await retype(user, /^new password$/i, NEW_PASSWORD);
        await retype(user, /^confirm new password$/i, NEW_PASSWORD);
        await user.click(screen.getByRole('button', { name: /update password/i }));
      },
    },
    // What the user sees on a failure, per spec section 8.
    'xstate.error.actor.sendCode': { sees: () => seesText(flowText.forgetFailed) },
    'xstate.error.actor.checkAccount': {
      sees: async (scene, event) => {
        const status = statusOf(failureIn(event));
        if (status === 401) return seesProofRefused(scene);
        await waitFor(() => expect(scene.router.state.location.pathname).toBe('/reset-password'));
        // No error said: a missing account has its own screen, and a check that could not
        // answer is left to the reset itself.
        expect(screen.queryByText(flowText.resetFailed)).toBeNull();
      },
    },
    'xstate.error.actor.resetPassword': {
      sees: async (scene, event) => {
        const status = statusOf(failureIn(event));
        if (status === 404) return expect(screen.queryByText(flowText.resetFailed)).toBeNull();
        if (status !== 401) return seesText(flowText.resetFailed);
        await seesProofRefused(scene);
      },
    },
    'xstate.done.actor.checkAccount': {
      sees: ({ router }) =>
        waitFor(() => expect(router.state.location.pathname).toBe('/reset-password')),
    },
    // Another tab of this browser changed the password from its copy of this reset: this one
    // ends on the login form too, saying so, the phone filled in and nothing kept.
    'flow.finishedElsewhere': {
      does: async ({ world }) => {
        await act(async () => {
          noteFinishedFlow(world.localStore, 'reset', PHONE, Date.now());
          window.dispatchEvent(new StorageEvent('storage', { key: 'finishedFlows' }));
        });
      },
      sees: async ({ router, world }) => {
        await waitFor(() => expect(router.state.location.href).toBe('/register?mode=login'));
        expect(await screen.findByText(flowScreens.login.changedElsewhere)).toBeInTheDocument();
        expect(screen.getByLabelText(/phone number/i)).toHaveValue(phoneFieldValue(PHONE));
        for (const key of ['otp', 'phoneNumber', 'isResetting'])
          expect(world.sessionStore.get(key)).toBeNull();
      },
    },
    // Signing up instead: the sign-up form, the verified phone already in it.
    'signup.start': {
      does: async ({ user }) => {
        await user.click(await screen.findByRole('button', { name: flowScreens.noAccount.signup }));
      },
      sees: async ({ router }) => {
        await waitFor(() => expect(router.state.location.href).toBe('/register?mode=signup'));
        expect(await screen.findByLabelText(/phone number/i)).toHaveValue(phoneFieldValue(PHONE));
      },
    },
    'xstate.error.actor.confirmCode': {
      sees: (_, event) =>
        seesText(
          authReasonOf(failureIn(event)) === 'code-expired'
            ? flowText.codeExpired
            : flowText.verifyForResetFailed,
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
    'xstate.done.actor.resetPassword': {
      sees: async ({ router, world, expected }) => {
        await seesText(flowText.passwordUpdated);
        expect(router.state.location.href).toBe('/register?mode=login');
        expect(await screen.findByRole('button', { name: /login/i })).toBeInTheDocument();
        // The phone just reset is filled in; the new password is what is left to type.
        expect(screen.getByLabelText(/phone number/i)).toHaveValue(phoneFieldValue(PHONE));
        await waitFor(() => expect(screen.getByLabelText(/^password$/i)).toHaveFocus());
        for (const key of ['otp', 'phoneNumber', 'isResetting', 'userData'])
          expect(world.sessionStore.get(key)).toBeNull();
        expect(world.calls.resetPassword?.at(-1)).toEqual({
          phone: PHONE,
          newPassword: NEW_PASSWORD,
          otp: expected.idToken,
        });
      },
    },
  },
};

// How the kept traces of this flow replay (tests/model/traces.model.test.tsx).
export const traceReplay = traceReplaySuite('reset', tables, starts);
