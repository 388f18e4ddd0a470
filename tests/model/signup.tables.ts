// The signup model suite's tables and starts, in their own module so that
// traces.model.test.tsx can replay support traces with them without re-running the suite.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { SignupActor } from '../../src/bindings/flows/signup.flow';
import { noteFinishedFlow } from '../../src/bindings/flows/finishedFlows';
import { flowScreens, flowText } from '../../src/content/flows';
import { accountExistsText } from '../../src/content/forms';
import { phoneCodeMachine } from '../../src/machines/phoneCode.machine';
import { signupMachine } from '../../src/machines/signup.machine';
import { asFailure, statusOf } from '../../src/schemas/failure';
import { normalizePhone, phoneFieldValue } from '../../src/schemas/phone';
import { renderRoute } from '../helpers/render';
import { machineCoverage } from './coverage';
import { codeStepNotModelled, codeStepRows, codeStepUnseen } from './codeStepRows';
import {
  ACCOUNT_MAY_EXIST,
  PREFILL,
  STORED_TOKEN,
  details,
  owner,
  storedCode,
} from './signup.events';
import { goTo, retype, seesText, type User } from './driver';
import { fakeWorld } from './fakeServices';
import { type ModelStart, type ModelTables, type Scene } from './harness';
import { traceReplaySuite } from './traceReplay';
import { liveView } from './flowModel';

export interface SignupScene extends Scene {
  user: User;
  signup: SignupActor;
}

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

export { events } from './signup.events';

export const coverage = machineCoverage(signupMachine);
// The code step is walked through the sign-up's own paths, as its child.
export const codeCoverage = machineCoverage(phoneCodeMachine);

export function opens(url: string, session: () => Record<string, string>) {
  return async (): Promise<SignupScene> => {
    const world = fakeWorld((event) => {
      coverage.observe(event);
      codeCoverage.observe(event);
    }, session());
    const { router } = renderRoute(url, world.services);
    const signup = await router.options.context.flowsGate.flow('signup').load();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    return { router, world, user, signup, live: () => liveView(signup, 'phoneCode') };
  };
}

type Start = ModelStart<typeof signupMachine, SignupScene>;

// Four ways in: a fresh visit, and reloads with a code pending, a phone verified moments
// ago, and one verified longer ago than the API accepts its proof.
export const starts: Start[] = [
  { name: 'fresh', input: {}, open: opens('/register?mode=signup', () => ({})) },
  {
    name: 'reloaded with a code pending',
    input: { details, code: storedCode() },
    open: opens('/verify-otp', () => stored(Date.now())),
  },
  {
    name: 'reloaded after verifying',
    input: { details, code: storedCode(MINUTE) },
    open: opens('/verify-otp', () => stored(Date.now(), MINUTE)),
  },
  {
    name: 'reloaded 10 minutes after verifying',
    input: { details, code: storedCode(10 * MINUTE) },
    open: opens('/verify-otp', () => stored(Date.now(), 10 * MINUTE)),
    // Back unverified, and offered a new code on this screen.
    sees: async ({ signup, world }) => {
      const store = world.sessionStore;
      expect(signup.getSnapshot().context).toMatchObject({
        phoneVerified: false,
        proof: undefined,
      });
      expect(await screen.findByText(flowScreens.verify.newCodeNeeded)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: flowScreens.verify.sendNewCode })).toBeEnabled();
      expect(store.get('otp')).toBeNull();
      expect(store.get('userData')).not.toBeNull();
    },
  },
];

// A code asked for on the resume screen is waited for there; anywhere else, on the code screen.
const onResume = ({ router }: Scene) => router.state.location.pathname === '/verify-user';
const onCodeScreen = (scene: Scene) => !onResume(scene);
const resendButton = () => screen.getByRole('button', { name: /resend code/i });
const failureIn = (event: EventObject) =>
  asFailure((event as EventObject & { error: unknown }).error);

const codeRows = codeStepRows<SignupScene>('/verify-otp');

export const tables: ModelTables<SignupScene> = {
  unseen: {
    ...codeStepUnseen,
    restoring: "passed through: where a reload resumes, checked by each start's first rows",
    editing: 'the sign-up form: the form.submit and location.request rows fill and use it',
    'editing.idle': 'the sign-up form: the form.submit and location.request rows fill and use it',
    'registering.checkingLocation': 'passed through: locates first only when no location is held',
    'registering.locating': 'looks like registering (its row): the location is found first',
    done: 'passed through to editing; the register outcome row checks the end',
  },
  notModelled: {
    ...codeStepNotModelled,
  },
  states: {
    'editing.locating': async () => {
      expect(await screen.findByText(/finding your location/i)).toBeInTheDocument();
    },
    'phoneCode:sending': async ({ world }) => {
      await waitFor(() => expect(world.calls.sendCode?.at(-1)).toBe(details.phone));
    },
    'phoneCode:waiting': async (scene) => {
      const store = scene.world.sessionStore;
      expect(JSON.parse(store.get('otp') ?? '{}')).toMatchObject({
        flow: 'signup',
        verified: false,
      });
      expect(store.get('userData')).not.toMatch(/secret1|again12|password/);
      if (!onCodeScreen(scene)) return;
      expect(await screen.findByRole('group', { name: /verification code/i })).toBeInTheDocument();
      expect(screen.getByText(owner.shown)).toBeInTheDocument();
    },
    'phoneCode:waiting.coolingDown': (scene) => {
      if (onCodeScreen(scene)) expect(resendButton()).toBeDisabled();
    },
    'phoneCode:waiting.ready': (scene) => {
      if (onCodeScreen(scene)) expect(resendButton()).toBeEnabled();
    },
    // A new code asked for on the resume screen: it stays there, its button busy meanwhile.
    'phoneCode:waiting.resending': async (scene) => {
      if (onResume(scene))
        expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
    },
    'phoneCode:verifying': () => seesText(flowText.verifying),
    askingPassword: async ({ signup, world }) => {
      expect(
        await screen.findByRole('heading', { name: flowScreens.password.title }),
      ).toBeInTheDocument();
      // The proof survives a reload: the token and when the code was confirmed.
      const { proof } = signup.getSnapshot().context;
      expect(proof?.idToken).toMatch(/^(id-token|stored-token)$/);
      expect(JSON.parse(world.sessionStore.get('otp') ?? '{}')).toMatchObject({
        verified: true,
        ...proof,
      });
    },
    registering: async () => {
      expect(await screen.findByRole('status')).toHaveTextContent(/creating/i);
    },
    // Registration carries the proof held when it started.
    'registering.submitting': async ({ signup, world }) => {
      const idToken = signup.getSnapshot().context.proof?.idToken;
      expect(idToken).toBeTruthy();
      await waitFor(() => expect(world.calls.register?.at(-1)).toMatchObject({ idToken }));
    },
  },
  events: {
    ...codeRows,
    'form.submit': {
      does: async ({ router, user }) => {
        await goTo(router, '/register?mode=signup');
        await fillSignupForm(user);
      },
      // Sending starts from the form (a resume on /verify-user sends from there, without one).
      sees: async () => {
        expect(await screen.findByRole('button', { name: /sending code/i })).toBeDisabled();
      },
    },
    // Sent by the reset's no-account screen (the reset model's signup.start row presses it
    // there); here the form must start with that phone, or keep a sign-up's own.
    'phone.prefill': {
      does: async ({ router, signup }) => {
        await goTo(router, '/register?mode=signup');
        act(() => signup.send({ type: 'phone.prefill', phone: PREFILL.international }));
      },
      sees: async ({ signup }) => {
        const { details } = signup.getSnapshot().context;
        const field = await screen.findByLabelText<HTMLInputElement>(/phone number/i);
        // A sign-up under way keeps its own number, as the owner typed it.
        if (details) expect(normalizePhone(field.value)).toBe(details.phone);
        else expect(field).toHaveValue(phoneFieldValue(PREFILL.international));
      },
    },
    'location.request': {
      does: async ({ router, user }) => {
        await goTo(router, '/register?mode=signup');
        await user.click(await screen.findByRole('button', { name: /use my current location/i }));
      },
    },
    'password.submit': {
      does: async ({ router, user }) => {
        await goTo(router, '/verify-otp');
        await user.type(await screen.findByLabelText(/^password$/i), 'again12');
        await user.type(screen.getByLabelText(/^confirm password$/i), 'again12');
        await user.click(screen.getByRole('button', { name: /continue/i }));
      },
    },
    'code.request': {
      does: async ({ router, user, signup }) => {
        // With no sign-up under way, the code screen's one offer asks for a code.
        if (!signup.getSnapshot().context.details) {
          await goTo(router, '/verify-otp');
          await user.click(
            await screen.findByRole('button', { name: flowScreens.verify.startSignup }),
          );
          return;
        }
        // The code screen offers a new code itself when the old one is spent; else resume.
        if (!screen.queryByRole('button', { name: flowScreens.verify.sendNewCode })) {
          await goTo(router, '/verify-user');
          // Whatever became of an earlier code, the resume screen says what is missing now.
          if (screen.queryByRole('button', { name: flowScreens.verifyUser.sendCode }))
            expect(screen.getByText(flowScreens.verifyUser.codeNotSent)).toBeInTheDocument();
        }
        await user.click(await screen.findByRole('button', { name: /^send (me a|a new) code$/i }));
      },
    },
    'flow.restart': {
      // The resume screen's Start over, or its one offer when no sign-up is under way.
      does: async ({ router, user, signup }) => {
        await goTo(router, '/verify-user');
        const name = signup.getSnapshot().context.details
          ? flowScreens.verifyUser.startOver
          : flowScreens.verifyUser.register;
        await user.click(await screen.findByRole('button', { name }));
      },
    },
    'xstate.done.actor.sendCode': { sees: () => seesText(flowText.otpSent) },
    'xstate.error.actor.sendCode': { sees: () => seesText(flowText.recaptchaFailed) },
    'xstate.done.actor.confirmCode': {
      sees: ({ signup }) =>
        expect(signup.getSnapshot().context.proof).toMatchObject({ idToken: 'id-token' }),
    },
    'xstate.error.actor.register': {
      sees: async ({ router, signup, world }, event) => {
        const failure = failureIn(event);
        const said = failure.kind === 'http' ? failure.said : undefined;
        await seesText(said ?? flowText.registerFailed);
        // The code and its proof were used up: a reload must not wait on them; details stay.
        expect(world.sessionStore.get('otp')).toBeNull();
        expect(world.sessionStore.get('userData')).not.toBeNull();
        expect(signup.getSnapshot().context.proof).toBeUndefined();
        // A refused proof (spent by another tab holding a copy, or too old) stays on the
        // code screen, which says so and offers a new code or a login.
        if (statusOf(failure) === 401) {
          await waitFor(() => expect(router.state.location.href).toBe('/verify-otp'));
          expect(await screen.findByText(flowScreens.verify.proofSpent)).toHaveAttribute(
            'role',
            'alert',
          );
          expect(
            screen.getByRole('button', { name: flowScreens.verify.sendNewCode }),
          ).toBeEnabled();
          expect(
            within(screen.getByRole('main')).getByRole('link', { name: accountExistsText.login }),
          ).toHaveAttribute('href', '/register?mode=login');
        } else expect(screen.queryByText(flowScreens.verify.proofSpent)).toBeNull();
        // Only the answer that an account may exist offers to log in or reset the password.
        if (statusOf(failure) !== 409) {
          expect(screen.queryByRole('link', { name: 'Reset password' })).toBeNull();
          return;
        }
        const reset = await screen.findByRole('link', { name: 'Reset password' });
        const alert = reset.closest<HTMLElement>('[role="alert"]');
        expect(alert).toHaveTextContent(ACCOUNT_MAY_EXIST);
        expect(reset).toHaveAttribute('href', '/forget-password');
        expect(within(alert as HTMLElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
          'href',
          '/register?mode=login',
        );
      },
    },
    // Another tab of this browser created the account from its copy of this sign-up: this
    // one ends on the login form too, saying so, the phone filled in and nothing kept.
    'flow.finishedElsewhere': {
      does: async ({ world }) => {
        await act(async () => {
          noteFinishedFlow(world.localStore, 'signup', details.phone, Date.now());
          window.dispatchEvent(new StorageEvent('storage', { key: 'finishedFlows' }));
        });
      },
      sees: async ({ router, world, signup }) => {
        await waitFor(() => expect(router.state.location.href).toBe('/register?mode=login'));
        expect(await screen.findByText(flowScreens.login.createdElsewhere)).toBeInTheDocument();
        expect(screen.getByLabelText(/phone number/i)).toHaveValue(phoneFieldValue(details.phone));
        expect(signup.getSnapshot().context.details).toBeUndefined();
        for (const key of ['otp', 'userData', 'phoneNumber'])
          expect(world.sessionStore.get(key)).toBeNull();
      },
    },
    'xstate.done.actor.register': {
      sees: async ({ world }) => {
        await seesText(flowText.accountCreated);
        expect(await screen.findByRole('button', { name: /login/i })).toBeInTheDocument();
        for (const key of ['otp', 'userData', 'phoneNumber'])
          expect(world.sessionStore.get(key)).toBeNull();
      },
    },
  },
};

async function fillSignupForm(user: User) {
  const fill = (label: RegExp, value: string) => retype(user, label, value);
  await fill(/first name/i, details.first_name);
  await fill(/last name/i, details.last_name);
  await fill(/business name/i, details.business_name);
  await user.selectOptions(screen.getByLabelText(/business type/i), String(details.business_type));
  await fill(/^email/i, details.email);
  await fill(/phone number/i, owner.local);
  await fill(/^password/i, 'secret1');
  const terms = screen.getByRole('checkbox');
  if (!(terms as HTMLInputElement).checked) await user.click(terms);
  await user.click(screen.getByRole('button', { name: /create account/i }));
}

// How the kept traces of this flow replay (tests/model/traces.model.test.tsx).
export const traceReplay = traceReplaySuite('signup', tables, starts);
