import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, EventObject, SnapshotFrom } from 'xstate';
import { flowScreens, flowText } from '../../src/content/flows';
import { accountExistsText } from '../../src/content/forms';
import type { PendingRegistration } from '../../src/machines/flowStorage';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { signupMachine, type SignupContext } from '../../src/machines/signup.machine';
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

const details: PendingRegistration = {
  first_name: 'Mona',
  last_name: 'Adel',
  business_name: 'Nile Yoga',
  business_type: 2,
  email: 'mona@nile.example',
  phone: '+201001234567',
  website_url: '',
};
const AFTER = 'xstate.after.resendDelay.phoneCode.waiting.coolingDown';
const ACCOUNT_MAY_EXIST = accountExistsText.message;
const PROOF_REFUSED = 'Phone verification failed. Please request a new code and try again.';

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
  // The API's one answer for a taken phone or email, and its refusal of the phone proof.
  { type: 'xstate.error.actor.register', error: new ApiError(ACCOUNT_MAY_EXIST, 409) },
  { type: 'xstate.error.actor.register', error: new ApiError(PROOF_REFUSED, 401) },
  { type: AFTER },
];

// States that differ for the user: where the flow and its code step are, plus what the
// flow's guards read.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as SignupContext;
  return JSON.stringify([s.value, !!c.password, !!c.location, !!c.details, c.phoneVerified]);
};

const STORED_TOKEN = 'stored-token';
const MINUTE = 60_000;

// What a reload finds: a code pending, or confirmed `verifiedAgo` ms before with its token.
const stored = (sentAt: number, verifiedAgo?: number) => ({
  userData: JSON.stringify({ v: 1, details }),
  otp: JSON.stringify({
    v: 2,
    flow: 'signup',
    verificationId: 'stored-id',
    sentAt,
    ...(verifiedAgo === undefined
      ? { verified: false }
      : { verified: true, idToken: STORED_TOKEN, verifiedAt: sentAt - verifiedAgo }),
  }),
  phoneNumber: JSON.stringify({ v: 1, phone: details.phone }),
});
const storedCode = (verifiedAgo?: number) => ({
  phone: details.phone,
  verificationId: 'stored-id',
  sentAt: 0,
  proof:
    verifiedAgo === undefined
      ? undefined
      : { idToken: STORED_TOKEN, verifiedAt: Date.now() - verifiedAgo },
});

// Four ways in: a fresh visit, and reloads with a code pending, a phone verified moments
// ago, and one verified longer ago than the API accepts its proof.
const starts = [
  { name: 'fresh', url: '/register?mode=signup', input: {}, session: () => ({}) },
  {
    name: 'reloaded with a code pending',
    url: '/verify-otp',
    input: { details, code: storedCode() },
    session: () => stored(Date.now()),
  },
  {
    name: 'reloaded after verifying',
    url: '/verify-otp',
    input: { details, code: storedCode(MINUTE) },
    session: () => stored(Date.now(), MINUTE),
  },
  {
    name: 'reloaded 10 minutes after verifying',
    url: '/verify-otp',
    input: { details, code: storedCode(10 * MINUTE) },
    session: () => stored(Date.now(), 10 * MINUTE),
  },
];

const coverage = machineCoverage(signupMachine);
// The code step is walked through the sign-up's own paths, as its child.
const codeCoverage = machineCoverage(phoneCodeMachine);
const observe = (event: Parameters<typeof coverage.observe>[0]) => {
  coverage.observe(event);
  codeCoverage.observe(event);
};
const model = withChild(signupMachine, 'phoneCode');

withFakeClock();
afterAll(() => {
  printCoverage('signup', coverage);
  printCoverage('phoneCode (through signup)', codeCoverage);
});

const walked = new Set<string>();
for (const start of starts) {
  const all = pathsCoveringEdges(model, { events, input: start.input, serializeState });
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
  const world = fakeWorld(observe, session);
  const { router } = renderRoute(url, world.services);
  const { signup } = await router.options.context.loadFlows();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const now = () => liveView(signup, 'phoneCode');
  await waitFor(() => expect(now().value).toEqual(path.steps[0]?.state.value));
  await assertScreen(now(), world, router, { type: 'start' });
  for (const step of path.steps.slice(1)) {
    await perform(step.event, user, router, world);
    await waitFor(() => expect(now().value).toEqual(step.state.value));
    await assertScreen(now(), world, router, step.event);
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
      // The code screen offers a new code itself when the old one is spent; else resume.
      if (!screen.queryByRole('button', { name: flowScreens.verify.sendNewCode })) {
        await goTo(router, '/verify-user');
        // Whatever became of an earlier code, the resume screen says what is missing now.
        if (screen.queryByRole('button', { name: flowScreens.verifyUser.sendCode }))
          expect(screen.getByText(flowScreens.verifyUser.codeNotSent)).toBeInTheDocument();
      }
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
  view: FlowSnapshot,
  world: FakeWorld,
  router: Router,
  event: EventObject,
) {
  const snapshot = view.flow as SnapshotFrom<typeof signupMachine>;
  // Where the code step is, when one runs.
  const code = (state: string | Record<string, string>) => !!view.code?.matches(state);
  const store = world.sessionStore;
  const toast = seesText;
  const onResume = router.state.location.pathname === '/verify-user';
  if (event.type === 'xstate.done.actor.sendCode') await toast(flowText.otpSent);
  if (event.type === 'xstate.error.actor.sendCode') await toast(flowText.recaptchaFailed);
  if (event.type === 'xstate.error.actor.register')
    await toast((event as EventObject & { error: ApiError }).error.message);
  if (code('waiting')) {
    expect(JSON.parse(store.get('otp') ?? '{}')).toMatchObject({ flow: 'signup', verified: false });
    expect(store.get('userData')).not.toMatch(/secret1|again12|password/);
  }
  // A new code asked for on the resume screen: it stays there, its button busy meanwhile.
  if (code({ waiting: 'resending' }) && onResume)
    expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
  if (code('waiting') && !onResume) {
    expect(await screen.findByRole('group', { name: /verification code/i })).toBeInTheDocument();
    expect(screen.getByText('+20 100 *** 4567')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /resend code/i });
    if (code({ waiting: 'coolingDown' })) expect(resend).toBeDisabled();
    if (code({ waiting: 'ready' })) expect(resend).toBeEnabled();
  }
  if (code('verifying')) await toast(flowText.verifying);
  if (snapshot.matches('askingPassword')) {
    expect(
      await screen.findByRole('heading', { name: /confirm your password/i }),
    ).toBeInTheDocument();
    // The proof survives a reload: the token and when the code was confirmed.
    const { proof } = snapshot.context;
    expect(proof?.idToken).toMatch(/^(id-token|stored-token)$/);
    expect(JSON.parse(store.get('otp') ?? '{}')).toMatchObject({ verified: true, ...proof });
  }
  if (event.type === 'xstate.done.actor.confirmCode')
    expect(snapshot.context.proof).toMatchObject({ idToken: 'id-token' });
  if (snapshot.matches('registering'))
    expect(await screen.findByRole('status')).toHaveTextContent(/creating/i);
  // Registration carries the proof held when it started.
  if (snapshot.matches({ registering: 'submitting' })) {
    const idToken = snapshot.context.proof?.idToken;
    expect(idToken).toBeTruthy();
    await waitFor(() => expect(world.calls.register?.at(-1)).toMatchObject({ idToken }));
  }
  // A phone verified too long ago comes back unverified, offered a new code on this screen.
  if (snapshot.matches('editing') && snapshot.context.details && event.type === 'start') {
    expect(snapshot.context).toMatchObject({ phoneVerified: false, proof: undefined });
    expect(await screen.findByText(flowScreens.verify.newCodeNeeded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: flowScreens.verify.sendNewCode })).toBeEnabled();
    expect(store.get('otp')).toBeNull();
    expect(store.get('userData')).not.toBeNull();
  }
  // Sending starts from the form (a resume on /verify-user sends from there, without one).
  if (code('sending') && event.type === 'form.submit')
    expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
  if (event.type === 'xstate.error.actor.register') {
    // The code and its proof were used up: a reload must not wait on them; details stay.
    expect(store.get('otp')).toBeNull();
    expect(store.get('userData')).not.toBeNull();
    expect(snapshot.context.proof).toBeUndefined();
    // Only the answer that an account may exist offers to log in or reset the password.
    const { status, message } = (event as EventObject & { error: ApiError }).error;
    if (status === 409) {
      const reset = await screen.findByRole('link', { name: 'Reset password' });
      const alert = reset.closest<HTMLElement>('[role="alert"]');
      expect(alert).toHaveTextContent(message);
      expect(reset).toHaveAttribute('href', '/forget-password');
      expect(within(alert as HTMLElement).getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/register?mode=login',
      );
    } else {
      expect(screen.queryByRole('link', { name: 'Reset password' })).toBeNull();
    }
  }
  if (event.type === 'xstate.done.actor.register') {
    await toast(flowText.accountCreated);
    expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
    for (const key of ['otp', 'userData', 'phoneNumber']) expect(store.get(key)).toBeNull();
  }
  if (snapshot.matches({ editing: 'locating' }))
    expect(await screen.findByText(/finding your location/i)).toBeInTheDocument();
}
