import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, EventObject } from 'xstate';
import { flowText } from '../../src/content/flows';
import type { PendingRegistration } from '../../src/machines/flowStorage';
import { signupMachine, type SignupContext } from '../../src/machines/signup.machine';
import { ApiError } from '../../src/services/api';
import { PhoneAuthError } from '../../src/services/phoneAuth';
import { renderRoute } from '../component/renderRoute';
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

const details: PendingRegistration = {
  first_name: 'Mona',
  last_name: 'Adel',
  business_name: 'Nile Yoga',
  business_type: 2,
  email: 'mona@nile.example',
  phone: '+201001234567',
  website_url: '',
};
const AFTER = 'xstate.after.resendDelay.signup.awaitingCode.coolingDown';

const events: AnyEventObject[] = [
  { type: 'form.submit', details, password: 'secret1' },
  { type: 'location.request' },
  { type: 'xstate.done.actor.locate', output: { coordinates: { latitude: 30, longitude: 31 } } },
  { type: 'code.request' },
  { type: 'code.enter', code: '123456' },
  { type: 'code.resend' },
  { type: 'password.submit', password: 'again12' },
  { type: 'phone.change' },
  { type: 'flow.restart' },
  { type: 'xstate.done.actor.sendCode', output: 'verification-2' },
  { type: 'xstate.error.actor.sendCode', error: new PhoneAuthError('recaptcha') },
  { type: 'xstate.done.actor.confirmCode', output: 'id-token' },
  { type: 'xstate.error.actor.confirmCode', error: new PhoneAuthError('invalid-code') },
  { type: 'xstate.error.actor.confirmCode', error: new PhoneAuthError('missing-verification') },
  { type: 'xstate.done.actor.register', output: undefined },
  { type: 'xstate.error.actor.register', error: new ApiError('Email already registered', 409) },
  { type: AFTER },
];

// States that differ for the user: where the machine is, plus what its guards read.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as SignupContext;
  return JSON.stringify([s.value, !!c.password, !!c.location, !!c.details, c.phoneVerified]);
};

const stored = (sentAt: number, verified: boolean) => ({
  userData: JSON.stringify({ v: 1, details }),
  otp: JSON.stringify({ v: 1, flow: 'signup', verificationId: 'stored-id', sentAt, verified }),
  phoneNumber: JSON.stringify({ v: 1, phone: details.phone }),
});

// Three ways in: a fresh visit, and reloads with a code pending or a phone already verified.
const starts = [
  { name: 'fresh', url: '/register?mode=signup', input: {}, session: () => ({}) },
  {
    name: 'reloaded with a code pending',
    url: '/verify-otp',
    input: {
      details,
      code: { phone: details.phone, verificationId: 'stored-id', sentAt: 0, verified: false },
    },
    session: () => stored(Date.now(), false),
  },
  {
    name: 'reloaded after verifying',
    url: '/verify-otp',
    input: {
      details,
      code: { phone: details.phone, verificationId: 'stored-id', sentAt: 0, verified: true },
    },
    session: () => stored(Date.now(), true),
  },
];

const coverage = machineCoverage(signupMachine);

withFakeClock();
afterAll(() => printCoverage('signup', coverage));

const walked = new Set<string>();
for (const start of starts) {
  const all = pathsCoveringEdges(signupMachine, { events, input: start.input, serializeState });
  // A reload start always replays its first screen: that is where restoring is tested.
  const paths = [...all.filter((p) => p.steps.length === 1), ...fewestPaths(all, walked)];
  describe(`signup model, ${start.name}`, () => {
    it.each(paths.map((p) => [describePath(p), p] as const))(
      '%s',
      { timeout: 30_000 },
      async (_, path) => {
        await replay(path, start.url, start.session());
      },
    );
  });
}

async function replay(path: Path, url: string, session: Record<string, string>) {
  const world = fakeWorld(coverage.observe, session);
  const { router } = renderRoute(url, world.services);
  const { signup } = await router.options.context.loadFlows();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await waitFor(() => expect(signup.getSnapshot().value).toEqual(path.steps[0]?.state.value));
  await assertScreen(signup.getSnapshot(), world, router, { type: 'start' });
  for (const step of path.steps.slice(1)) {
    await perform(step.event, user, router, world);
    await waitFor(() => expect(signup.getSnapshot().value).toEqual(step.state.value));
    await assertScreen(signup.getSnapshot(), world, router, step.event);
  }
}

async function perform(event: EventObject, user: User, router: Router, world: FakeWorld) {
  if (await settleOutcome(event, world)) return;
  switch (event.type) {
    case AFTER:
      await waitOutResendCountdown();
      return;
    case 'form.submit':
      await goTo(router, '/register?mode=signup');
      await fillSignupForm(user);
      return;
    case 'location.request':
      await goTo(router, '/register?mode=signup');
      await user.click(await screen.findByRole('button', { name: /use my current location/i }));
      return;
    case 'code.enter':
      await goTo(router, '/verify-otp');
      await user.type(await screen.findByLabelText(/digit 1 of 6/i), '123456');
      return;
    case 'code.resend':
      await goTo(router, '/verify-otp');
      await user.click(await screen.findByRole('button', { name: /^resend code$/i }));
      return;
    case 'password.submit':
      await goTo(router, '/verify-otp');
      await user.type(await screen.findByLabelText(/^password$/i), 'again12');
      await user.click(screen.getByRole('button', { name: /continue/i }));
      return;
    case 'phone.change':
      await goTo(router, '/verify-otp');
      await user.click(await screen.findByRole('button', { name: /change number/i }));
      return;
    case 'code.request':
      await goTo(router, '/verify-user');
      await user.click(await screen.findByRole('button', { name: /^send (me a|a new) code$/i }));
      return;
    case 'flow.restart':
      await goTo(router, '/verify-user');
      await user.click(await screen.findByRole('button', { name: /start over/i }));
      return;
    default:
      throw new Error(`no driver for ${event.type}`);
  }
}

async function fillSignupForm(user: User) {
  const fill = (label: RegExp, value: string) => retype(user, label, value);
  await fill(/first name/i, details.first_name);
  await fill(/last name/i, details.last_name);
  await fill(/business name/i, details.business_name);
  await user.selectOptions(screen.getByLabelText(/business type/i), String(details.business_type));
  await fill(/^email/i, details.email);
  await fill(/phone number/i, '01001234567');
  await fill(/^password/i, 'secret1');
  const terms = screen.getByRole('checkbox');
  if (!(terms as HTMLInputElement).checked) await user.click(terms);
  await user.click(screen.getByRole('button', { name: /create account/i }));
}

async function assertScreen(
  snapshot: ReturnType<typeof signupMachine.transition>,
  world: FakeWorld,
  router: Router,
  event: EventObject,
) {
  const store = world.sessionStore;
  const toast = seesText;
  const onResume = router.state.location.pathname === '/verify-user';
  if (event.type === 'xstate.done.actor.sendCode') await toast(flowText.otpSent);
  if (event.type === 'xstate.error.actor.sendCode') await toast(flowText.recaptchaFailed);
  if (event.type === 'xstate.error.actor.register') await toast('Email already registered');
  if (snapshot.matches('awaitingCode')) {
    expect(JSON.parse(store.get('otp') ?? '{}')).toMatchObject({ flow: 'signup', verified: false });
    expect(store.get('userData')).not.toMatch(/secret1|again12|password/);
  }
  // A new code asked for on the resume screen: it stays there, its button busy meanwhile.
  if (snapshot.matches({ awaitingCode: 'resending' }) && onResume)
    expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
  if (snapshot.matches('awaitingCode') && !onResume) {
    expect(await screen.findByRole('group', { name: /verification code/i })).toBeInTheDocument();
    expect(screen.getByText('+20 100 *** 4567')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /resend code/i });
    if (snapshot.matches({ awaitingCode: 'coolingDown' })) expect(resend).toBeDisabled();
    if (snapshot.matches({ awaitingCode: 'ready' })) expect(resend).toBeEnabled();
  }
  if (snapshot.matches('verifyingCode')) await toast(flowText.verifying);
  if (snapshot.matches('askingPassword')) {
    expect(
      await screen.findByRole('heading', { name: /confirm your password/i }),
    ).toBeInTheDocument();
    expect(JSON.parse(store.get('otp') ?? '{}')).toMatchObject({ verified: true });
  }
  if (snapshot.matches('registering'))
    expect(await screen.findByRole('status')).toHaveTextContent(/creating/i);
  // Sending starts from the form (a resume on /verify-user sends from there, without one).
  if (snapshot.matches('sendingCode') && event.type === 'form.submit')
    expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
  if (event.type === 'xstate.error.actor.register') {
    // The code was used up: a reload must not wait on it, but the details stay.
    expect(store.get('otp')).toBeNull();
    expect(store.get('userData')).not.toBeNull();
  }
  if (event.type === 'xstate.done.actor.register') {
    await toast(flowText.accountCreated);
    expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
    for (const key of ['otp', 'userData', 'phoneNumber']) expect(store.get(key)).toBeNull();
  }
  if (snapshot.matches({ editing: 'locating' }))
    expect(await screen.findByText(/finding your location/i)).toBeInTheDocument();
}
