import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, EventObject, SnapshotFrom } from 'xstate';
import { flowText } from '../../src/content/flows';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { resetMachine, type ResetContext } from '../../src/machines/reset.machine';
import { ApiError } from '../../src/services/api';
import { PhoneAuthError } from '../../src/services/phoneAuth';
import { renderRoute } from '../support/render';
import { machineCoverage, printCoverage } from './coverage';
import {
  goTo,
  retype,
  seesText,
  settleOutcome,
  withFakeClock,
  waitOutResendCountdown,
  type Router,
  type User,
} from './driver';
import { fakeWorld, type FakeWorld } from './fakeServices';
import { describePath, fewestPaths, pathsCoveringEdges, type Path } from './paths';
import { liveView, withChild, type FlowSnapshot } from './withChild';

const PHONE = '+201001234567';
const NEW_PASSWORD = 'newpass1';
const AFTER = 'xstate.after.resendDelay.phoneCode.waiting.coolingDown';

const events: AnyEventObject[] = [
  { type: 'phone.submit', phone: PHONE },
  { type: 'code.enter', code: '123456' },
  { type: 'code.resend' },
  { type: 'phone.change' },
  { type: 'password.submit', newPassword: NEW_PASSWORD },
  { type: 'xstate.done.actor.sendCode', output: 'verification-2' },
  { type: 'xstate.error.actor.sendCode', error: new PhoneAuthError('send-failed') },
  { type: 'xstate.done.actor.confirmCode', output: 'id-token' },
  { type: 'xstate.error.actor.confirmCode', error: new PhoneAuthError('verify-failed') },
  { type: 'xstate.error.actor.confirmCode', error: new PhoneAuthError('code-expired') },
  { type: 'xstate.done.actor.resetPassword', output: undefined },
  // No server message: the catalogue's text (see the report on server messages here).
  { type: 'xstate.error.actor.resetPassword', error: new ApiError('', 500) },
  { type: AFTER },
];

// What the user sees on a failure, per spec section 8.
const failureText: Record<string, string> = {
  'xstate.error.actor.sendCode': flowText.forgetFailed,
  'xstate.error.actor.resetPassword': flowText.resetFailed,
};
const confirmFailureText = (error: unknown) =>
  (error as PhoneAuthError).reason === 'code-expired'
    ? flowText.codeExpired
    : flowText.verifyForResetFailed;

const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as ResetContext;
  return JSON.stringify([s.value, !!c.phone, !!c.idToken, !!c.verificationId]);
};

const phoneRecord = JSON.stringify({ v: 1, phone: PHONE });
const code = { phone: PHONE, verificationId: 'stored-id', sentAt: 0 };

// A fresh visit, and reloads on the code screen and on the new-password screen.
const starts = [
  {
    name: 'fresh',
    url: '/forget-password',
    input: {},
    verificationId: undefined,
    idToken: undefined,
    session: () => ({}),
  },
  {
    name: 'reloaded after verifying',
    url: '/reset-password',
    input: { resetting: { phone: PHONE, idToken: 'stored-token' } },
    verificationId: undefined,
    idToken: 'stored-token',
    session: () => ({
      isResetting: JSON.stringify({ v: 1, idToken: 'stored-token', verifiedAt: Date.now() }),
      phoneNumber: phoneRecord,
    }),
  },
  {
    name: 'reloaded with a code pending',
    url: '/verify-otp?mode=password',
    input: { code },
    verificationId: 'stored-id',
    idToken: undefined,
    session: () => ({
      otp: JSON.stringify({
        v: 2,
        flow: 'reset',
        verificationId: 'stored-id',
        sentAt: Date.now(),
        verified: false,
      }),
      phoneNumber: phoneRecord,
    }),
  },
];

const coverage = machineCoverage(resetMachine);
// The code step is walked through the reset's own paths, as its child.
const codeCoverage = machineCoverage(phoneCodeMachine);
const observe = (event: Parameters<typeof coverage.observe>[0]) => {
  coverage.observe(event);
  codeCoverage.observe(event);
};
const model = withChild(resetMachine, 'phoneCode');

withFakeClock();
afterAll(() => {
  printCoverage('reset', coverage);
  printCoverage('phoneCode (through reset)', codeCoverage);
});

const walked = new Set<string>();
for (const start of starts) {
  const all = pathsCoveringEdges(model, { events, input: start.input, serializeState });
  // The fresh visit walks every edge once; a reload goes on to the password update, so what
  // was restored (verification id, ID token) is what the calls carry.
  const paths =
    start.input.code || start.input.resetting
      ? [shortestEndingWith('xstate.done.actor.resetPassword', all)]
      : [...all.filter((p) => p.steps.length === 1), ...fewestPaths(all, walked)];
  describe(`reset model, ${start.name}`, () => {
    it.each(paths.map((p) => [describePath(p), p] as const))(
      '%s',
      { timeout: 30_000 },
      async (_, path) => {
        await replay(path, start);
      },
    );
  });
}

function shortestEndingWith(eventType: string, paths: Path[]): Path {
  const [first] = paths
    .filter((p) => p.steps.at(-1)?.event.type === eventType)
    .sort((a, b) => a.steps.length - b.steps.length);
  if (!first) throw new Error(`no path ending with ${eventType}`);
  return first;
}

type Start = (typeof starts)[number];
interface Expected {
  verificationId?: string;
  idToken?: string;
}

async function replay(path: Path, start: Start) {
  const world = fakeWorld(observe, start.session());
  const { router } = renderRoute(start.url, world.services);
  const { reset } = await router.options.context.loadFlows();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // What the app should carry on from the start or the last answer.
  const expected: Expected = { verificationId: start.verificationId, idToken: start.idToken };
  const now = () => liveView(reset, 'phoneCode');
  await waitFor(() => expect(now().value).toEqual(path.steps[0]?.state.value));
  await assertScreen(now(), world, router, { type: 'start' }, expected);
  for (const step of path.steps.slice(1)) {
    await perform(step.event, user, router, world);
    const output = (step.event as EventObject & { output?: string }).output;
    if (step.event.type === 'xstate.done.actor.sendCode') expected.verificationId = output;
    if (step.event.type === 'xstate.done.actor.confirmCode') expected.idToken = output;
    await waitFor(() => expect(now().value).toEqual(step.state.value));
    await assertScreen(now(), world, router, step.event, expected);
  }
}

async function perform(event: EventObject, user: User, router: Router, world: FakeWorld) {
  if (await settleOutcome(event, world)) return;
  switch (event.type) {
    case AFTER:
      await waitOutResendCountdown();
      return;
    case 'phone.submit':
      await goTo(router, '/forget-password');
      await retype(user, /phone number/i, '01001234567');
      await user.click(screen.getByRole('button', { name: /send code/i }));
      return;
    case 'code.enter':
      await goTo(router, '/verify-otp?mode=password');
      await user.type(await screen.findByLabelText(/digit 1 of 6/i), '123456');
      return;
    case 'code.resend':
      await goTo(router, '/verify-otp?mode=password');
      await user.click(await screen.findByRole('button', { name: /^resend code$/i }));
      return;
    case 'phone.change':
      await goTo(router, '/verify-otp?mode=password');
      await user.click(await screen.findByRole('button', { name: /change number/i }));
      return;
    case 'password.submit':
      await goTo(router, '/reset-password');
      await retype(user, /^new password$/i, NEW_PASSWORD);
      await retype(user, /^confirm new password$/i, NEW_PASSWORD);
      await user.click(screen.getByRole('button', { name: /update password/i }));
      return;
    default:
      throw new Error(`no driver for ${event.type}`);
  }
}

async function assertScreen(
  view: FlowSnapshot,
  world: FakeWorld,
  router: Router,
  event: EventObject,
  { verificationId, idToken }: Expected,
) {
  const snapshot = view.flow as SnapshotFrom<typeof resetMachine>;
  // Where the code step is, when one runs.
  const code = (state: string | Record<string, string>) => !!view.code?.matches(state);
  const store = world.sessionStore;
  const record = (key: string) => JSON.parse(store.get(key) ?? 'null') as unknown;
  const failure = failureText[event.type];
  if (failure) await seesText(failure);
  if (event.type === 'xstate.error.actor.confirmCode')
    await seesText(confirmFailureText((event as EventObject & { error: unknown }).error));
  if (event.type === 'xstate.done.actor.sendCode') await seesText(flowText.otpSent);
  if (event.type === 'xstate.done.actor.confirmCode') await seesText(flowText.otpVerified);
  if (snapshot.matches('enteringPhone') || code('sending')) {
    if (event.type === 'phone.change')
      expect(router.state.location.pathname).toBe('/forget-password');
    if (router.state.location.pathname === '/forget-password') {
      const sending = code('sending');
      const button = await screen.findByRole('button', {
        name: sending ? /sending code/i : /^send code$/i,
      });
      if (sending) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
  }
  if (code('waiting')) {
    expect(router.state.location.href).toBe('/verify-otp?mode=password');
    expect(await screen.findByRole('group', { name: /verification code/i })).toBeInTheDocument();
    expect(screen.getByText('+20 100 *** 4567')).toBeInTheDocument();
    expect(record('otp')).toMatchObject({ flow: 'reset', verified: false });
    expect(record('phoneNumber')).toMatchObject({ phone: PHONE });
    expect(store.get('isResetting')).toBeNull();
    const resend = screen.getByRole('button', { name: /resend code/i });
    if (code({ waiting: 'coolingDown' })) expect(resend).toBeDisabled();
    if (code({ waiting: 'ready' })) expect(resend).toBeEnabled();
  }
  if (code('sending') || code({ waiting: 'resending' }))
    expect(world.calls.sendCode?.at(-1)).toBe(PHONE);
  if (code('verifying')) {
    await seesText(flowText.verifying);
    expect(world.calls.confirmCode?.at(-1)).toEqual({ verificationId, code: '123456' });
  }
  if (snapshot.matches('choosingPassword') || snapshot.matches('updating')) {
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(
      await screen.findByRole('heading', { name: /choose a new password/i }),
    ).toBeInTheDocument();
    expect(record('isResetting')).toMatchObject({ idToken });
    expect(record('phoneNumber')).toMatchObject({ phone: PHONE });
    expect(store.get('otp')).toBeNull();
  }
  if (snapshot.matches('updating'))
    expect(await screen.findByRole('button', { name: /updating/i })).toBeDisabled();
  if (event.type === 'xstate.done.actor.resetPassword') {
    await seesText(flowText.passwordUpdated);
    expect(router.state.location.href).toBe('/register?mode=login');
    expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
    for (const key of ['otp', 'phoneNumber', 'isResetting', 'userData'])
      expect(store.get(key)).toBeNull();
    expect(world.calls.resetPassword?.at(-1)).toEqual({
      phone: PHONE,
      newPassword: NEW_PASSWORD,
      otp: idToken,
    });
  }
}
