import { expect } from '@playwright/test';
import { resetMachine } from '../../../src/machines/reset.machine';
import { m } from '../../../src/paraglide/messages.js';
import { authReasonOf, statusOf } from '../../../src/schemas/failure';
import { phoneFieldValue } from '../../../src/schemas/phone';
import { flowModel } from '../../model/flowModel';
import { byTarget, chainedPaths, shortestEndingWith } from '../../model/paths';
import { NEW_PASSWORD, PHONE, events } from '../../model/reset.events';
import type { NewUser } from '../helpers/apiClient';
import {
  type BrowserStart,
  type BrowserSuite,
  type BrowserTables,
  type StartContext,
} from './browserHarness';
import {
  FIREBASE_CALLS,
  button,
  codeGroup,
  codeStepRows,
  codeStepStates,
  failureIn,
  failureWords,
  finishedInAnotherTab,
  flowKeys,
  flows,
  opened,
  reads,
  say,
  settleAs,
  visit,
  type CodeStepScene,
} from './codeStep';

// The reset machine and its code step, walked in Chromium along paths generated from the
// jsdom model suite's own events (tests/model/reset.events.ts), in both page languages, for
// an owner with a real account: codes come from the auth emulator and the reference API
// looks the account up and changes its password.

interface ResetScene extends CodeStepScene {
  owner: NewUser;
}

const CODE_SCREEN = '/verify-otp?mode=password';
const onPhoneForm = (scene: ResetScene) =>
  new URL(scene.page.url()).pathname.endsWith('/forget-password');
const newPassword = (scene: ResetScene) =>
  scene.page.getByLabel(flows(scene).words.field.newPassword, { exact: true });

const seesNewPasswordScreen = async (scene: ResetScene) => {
  await expect(scene.page).toHaveURL(flows(scene).endsAt('/reset-password'));
  await expect(newPassword(scene)).toBeVisible();
  expect(await flowKeys(scene.page, ['otp', 'isResetting', 'phoneNumber'])).toEqual([
    'isResetting',
    'phoneNumber',
  ]);
};

// Back on the phone form, which says why and asks for a new code, the phone kept; the spent
// proof is not kept for a reload.
const seesProofRefused = async (scene: ResetScene) => {
  await expect(scene.page).toHaveURL(flows(scene).endsAt('/forget-password'));
  await expect(
    scene.page.getByRole('alert').filter({
      hasText: m.tabs_reset_proof_spent({}, say(scene)),
    }),
  ).toBeVisible();
  await expect(scene.page.getByRole('main').getByLabel(flows(scene).words.field.phone)).toHaveValue(
    phoneFieldValue(scene.owner.phone.international),
  );
  expect(await flowKeys(scene.page, ['otp', 'phoneNumber', 'isResetting'])).toEqual([]);
};

const tables: BrowserTables<ResetScene> = {
  states: {
    ...codeStepStates(),
    enteringPhone: async (scene) => {
      if (onPhoneForm(scene))
        await expect(button(scene, flows(scene).words.sendCode)).toBeEnabled();
    },
    'phoneCode:sending': async (scene) => {
      if (onPhoneForm(scene))
        await expect(button(scene, m.form_sending_code({}, say(scene)))).toBeDisabled();
    },
    'phoneCode:waiting': async (scene) => {
      await expect(scene.page).toHaveURL(flows(scene).endsAt(CODE_SCREEN));
      await expect(codeGroup(scene)).toBeVisible();
      expect(await flowKeys(scene.page, ['otp', 'isResetting'])).toEqual(['otp']);
    },
    // The code screen gives way to a status line while the account is looked up; no
    // password is asked for yet.
    checkingAccount: async (scene) => {
      await expect(scene.page.getByRole('status')).toContainText(
        m.screen_checking_account_status({}, say(scene)),
      );
      await expect(newPassword(scene)).toHaveCount(0);
    },
    choosingPassword: seesNewPasswordScreen,
    updating: async (scene) => {
      await seesNewPasswordScreen(scene);
      await expect(button(scene, m.form_reset_pending({}, say(scene)))).toBeDisabled();
    },
    // The reset ends with what happened and a way on; nothing of it is kept for a reload.
    noAccount: async (scene) => {
      await expect(
        scene.page.getByRole('heading', { name: m.screen_no_account_title({}, say(scene)) }),
      ).toBeVisible();
      await expect(button(scene, m.screen_no_account_signup({}, say(scene)))).toBeEnabled();
      expect(await flowKeys(scene.page, ['otp', 'phoneNumber', 'isResetting'])).toEqual([]);
    },
  },
  events: {
    ...codeStepRows<ResetScene>(CODE_SCREEN),
    'phone.submit': {
      does: async (scene) => {
        await visit(scene.page, scene.locale, '/forget-password');
        await flows(scene).requestResetCode(scene.page, scene.owner.phone.local);
      },
    },
    'phone.change': {
      ...codeStepRows<ResetScene>(CODE_SCREEN)['phone.change'],
      sees: (scene) => expect(scene.page).toHaveURL(flows(scene).endsAt('/forget-password')),
    },
    'password.submit': {
      does: async (scene) => {
        await visit(scene.page, scene.locale, '/reset-password');
        await flows(scene).submitNewPassword(scene.page, NEW_PASSWORD);
      },
    },
    'xstate.done.actor.sendCode': {
      sees: (scene) => reads(scene, m.flow_otp_sent({}, say(scene))),
    },
    'xstate.error.actor.sendCode': {
      sees: (scene) => reads(scene, failureWords(scene, 'resetSend')),
    },
    'xstate.done.actor.confirmCode': {
      sees: (scene) => reads(scene, m.flow_otp_verified({}, say(scene))),
    },
    'xstate.error.actor.confirmCode': {
      sees: async (scene, event) => {
        await reads(scene, failureWords(scene, 'resetCode'));
        if (authReasonOf(failureIn(event)) !== 'code-expired')
          await expect(codeGroup(scene)).toBeVisible();
      },
    },
    'xstate.done.actor.checkAccount': {
      sees: (scene) => expect(scene.page).toHaveURL(flows(scene).endsAt('/reset-password')),
    },
    'xstate.error.actor.checkAccount': {
      sees: async (scene, event) => {
        if (statusOf(failureIn(event)) === 401) return seesProofRefused(scene);
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/reset-password'));
        // No error said: a missing account has its own screen, and a check that could not
        // answer is left to the reset itself.
        await expect(
          scene.page.getByText(m.flow_reset_failed({}, say(scene)), { exact: true }),
        ).toHaveCount(0);
      },
    },
    'xstate.error.actor.resetPassword': {
      sees: async (scene, event) => {
        const status = statusOf(failureIn(event));
        if (status === 401) return seesProofRefused(scene);
        if (status !== 404) await reads(scene, failureWords(scene, 'resetPassword'));
      },
    },
    'xstate.done.actor.resetPassword': {
      sees: async (scene) => {
        await reads(scene, m.flow_password_updated({}, say(scene)));
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/register?mode=login'));
        // The phone just reset is filled in; the new password is what is left to type.
        const form = flows(scene).loginForm(scene.page);
        await expect(form.phone).toHaveValue(phoneFieldValue(scene.owner.phone.international));
        await expect(form.password).toBeFocused();
        expect(await flowKeys(scene.page, ['otp', 'phoneNumber', 'isResetting'])).toEqual([]);
        // The account takes the new password now.
        const login = await scene.context.api.login(scene.owner.phone.international, NEW_PASSWORD);
        expect(login.status).toBe(200);
      },
    },
    // Signing up instead: the sign-up form, the verified phone already in it.
    'signup.start': {
      does: (scene) => button(scene, m.screen_no_account_signup({}, say(scene))).click(),
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/register?mode=signup'));
        await expect(flows(scene).signupForm(scene.page.getByRole('main')).phone).toHaveValue(
          phoneFieldValue(scene.owner.phone.international),
        );
      },
    },
    // Another tab of this browser changed the password from its copy of this reset: this one
    // ends on the login form too, saying so, the phone filled in and nothing kept.
    'flow.finishedElsewhere': {
      does: (scene) => finishedInAnotherTab(scene, 'reset'),
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/register?mode=login'));
        await reads(scene, m.tabs_login_reset_elsewhere({}, say(scene)));
        await expect(flows(scene).loginForm(scene.page).phone).toHaveValue(
          phoneFieldValue(scene.owner.phone.international),
        );
        expect(await flowKeys(scene.page, ['otp', 'phoneNumber', 'isResetting'])).toEqual([]);
      },
    },
  },
  calls: {
    ...FIREBASE_CALLS,
    checkAccount: { url: '**/auth/users/*/password/reset', method: 'GET' },
    resetPassword: { url: '**/auth/users/*/password/reset', method: 'PUT' },
  },
  settle: settleAs,
};

/**
 * A phone proof from a sign-in after the one the account was registered with: two sign-ins
 * in the same second give the same token, which the API then takes as already spent.
 */
async function laterProof(api: StartContext['api'], user: NewUser): Promise<string> {
  const registered = Math.floor(Date.now() / 1000);
  let token = '';
  const signedInAt = (jwt: string) =>
    (
      JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
        auth_time: number;
      }
    ).auth_time;
  await expect
    .poll(async () => signedInAt((token = await api.phoneIdToken(user.phone))), {
      message: 'a sign-in after the registration',
    })
    .toBeGreaterThan(registered);
  return token;
}

const phoneRecord = (user: NewUser) => JSON.stringify({ v: 1, phone: user.phone.international });

function start(
  name: string,
  input: BrowserStart<ResetScene>['input'],
  to: string,
  stored?: (context: StartContext, user: NewUser) => Promise<Record<string, string>>,
  choose?: BrowserStart<ResetScene>['choose'],
): BrowserStart<ResetScene> {
  return {
    name,
    input,
    ...(choose ? { choose } : {}),
    open: async (context) => {
      const owner = await context.api.createUser(context.newPhone());
      await opened(context, to, await stored?.(context, owner));
      return { page: context.page, locale: context.locale, context, owner };
    },
  };
}

// A fresh visit walks every edge; reloads on the code screen and on the new-password
// screen carry on, with what they restored, to a changed password.
const starts: BrowserStart<ResetScene>[] = [
  start('fresh', {}, '/forget-password'),
  start(
    'reloaded after verifying',
    { resetting: { phone: PHONE, idToken: 'stored-token' } },
    '/reset-password',
    async ({ api }, user) => ({
      isResetting: JSON.stringify({
        v: 1,
        idToken: await laterProof(api, user),
        verifiedAt: Date.now(),
      }),
      phoneNumber: phoneRecord(user),
    }),
    shortestEndingWith('xstate.done.actor.resetPassword'),
  ),
  start(
    'reloaded with a code pending',
    { code: { phone: PHONE, verificationId: 'stored-id', sentAt: 0 } },
    CODE_SCREEN,
    async ({ api }, user) => ({
      otp: JSON.stringify({
        v: 2,
        flow: 'reset',
        verificationId: (await api.sentCode(user.phone)).sessionInfo,
        sentAt: Date.now(),
        verified: false,
      }),
      phoneNumber: phoneRecord(user),
    }),
    shortestEndingWith('xstate.done.actor.resetPassword'),
  ),
];

export const resetSuite: BrowserSuite<ResetScene> = {
  name: 'reset',
  machine: 'reset',
  child: 'reset.phoneCode',
  model: flowModel(resetMachine, 'phoneCode'),
  events,
  serializeState: (s) => JSON.stringify(s.value),
  starts,
  tables,
  choosePaths: (model, options, walked) =>
    chainedPaths(model, options, walked, { edge: byTarget, withStart: true }),
};
