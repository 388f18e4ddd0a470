import { expect } from '@playwright/test';
import { deletionMachine } from '../../../src/machines/deletion.machine';
import { m } from '../../../src/paraglide/messages.js';
import { authReasonOf, statusOf } from '../../../src/schemas/failure';
import { phoneFieldValue } from '../../../src/schemas/phone';
import { flowModel } from '../../model/flowModel';
import { byTarget, chainedPaths, shortestEndingWith } from '../../model/paths';
import { PHONE, events } from '../../model/deletion.events';
import type { NewUser } from '../helpers/apiClient';
import { tick } from '../helpers/flows';
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

// The account deletion machine and its code step, walked in Chromium along paths generated
// from the jsdom model suite's own events (tests/model/deletion.events.ts), in both page
// languages, for an owner with a real account: codes come from the auth emulator and the
// reference API looks the account up and deletes it. Every step is drawn on one page,
// /delete-account, by the deletion's state.

interface DeletionScene extends CodeStepScene {
  owner: NewUser;
}

const PAGE = '/delete-account';
const onPage = (scene: DeletionScene) => new URL(scene.page.url()).pathname.endsWith(PAGE);
const heading = (scene: DeletionScene, name: string) =>
  scene.page.getByRole('main').getByRole('heading', { level: 1, name });
const tickBox = (scene: DeletionScene) =>
  scene.page
    .getByRole('main')
    .getByRole('checkbox', { name: m.screen_delete_confirm_tick({}, say(scene)) });
const deleteButton = (scene: DeletionScene) =>
  button(scene, m.screen_delete_confirm_submit({}, say(scene)));
const phoneField = (scene: DeletionScene) =>
  scene.page.getByRole('main').getByLabel(flows(scene).words.field.phone);

// What the tab keeps of the deletion for a reload: the code in play (or its proof) and the
// phone.
const KEYS = ['otp', 'phoneNumber'];
const storedCode = (scene: DeletionScene) =>
  scene.page.evaluate(() => JSON.parse(sessionStorage.getItem('otp') ?? 'null') as unknown);

/** The owner's account still opens with their password: nothing was deleted. */
async function accountKept(scene: DeletionScene): Promise<void> {
  const login = await scene.context.api.login(
    scene.owner.phone.international,
    scene.owner.password,
  );
  expect(login.status, 'the account is still there').toBe(200);
}

// What a deletion takes, said before anything is deleted; the proof is kept for a reload.
const seesConfirmScreen = async (scene: DeletionScene) => {
  await expect(scene.page).toHaveURL(flows(scene).endsAt(PAGE));
  await expect(heading(scene, m.screen_delete_confirm_title({}, say(scene)))).toBeVisible();
  await expect(tickBox(scene)).toBeVisible();
  expect(await flowKeys(scene.page, KEYS)).toEqual(KEYS);
  expect(await storedCode(scene)).toMatchObject({ flow: 'deletion', verified: true });
};

// Back on the phone form, which says why and asks for a new code, the phone kept; the spent
// proof is not kept for a reload.
const seesProofRefused = async (scene: DeletionScene) => {
  await expect(scene.page).toHaveURL(flows(scene).endsAt(PAGE));
  await expect(heading(scene, m.screen_delete_title({}, say(scene)))).toBeVisible();
  await expect(
    scene.page
      .getByRole('main')
      .getByRole('alert')
      .filter({
        hasText: m.tabs_proof_refused({}, say(scene)),
      }),
  ).toBeVisible();
  await expect(phoneField(scene)).toHaveValue(phoneFieldValue(scene.owner.phone.international));
  expect(await flowKeys(scene.page, KEYS)).toEqual([]);
};

// The phone has no account (the API said so only once the code proved it): said, with a way
// on, and nothing of the deletion kept.
const seesNoAccount = async (scene: DeletionScene) => {
  await reads(scene, failureWords(scene, 'noAccount'));
};

const codeRows = codeStepRows<DeletionScene>(PAGE);

const tables: BrowserTables<DeletionScene> = {
  states: {
    ...codeStepStates(),
    enteringPhone: async (scene) => {
      if (!onPage(scene)) return;
      await expect(heading(scene, m.screen_delete_title({}, say(scene)))).toBeVisible();
      await expect(button(scene, flows(scene).words.sendCode)).toBeEnabled();
    },
    'phoneCode:sending': async (scene) => {
      if (onPage(scene))
        await expect(button(scene, m.form_sending_code({}, say(scene)))).toBeDisabled();
    },
    'phoneCode:waiting': async (scene) => {
      await expect(scene.page).toHaveURL(flows(scene).endsAt(PAGE));
      await expect(codeGroup(scene)).toBeVisible();
      expect(await flowKeys(scene.page, KEYS)).toEqual(KEYS);
      expect(await storedCode(scene)).toMatchObject({ flow: 'deletion', verified: false });
    },
    // The code screen gives way to a status line while the account is looked up; nothing of
    // a deletion is offered yet.
    checkingAccount: async (scene) => {
      await expect(scene.page.getByRole('main').getByRole('status')).toContainText(
        m.screen_checking_account_status({}, say(scene)),
      );
      await expect(tickBox(scene)).toHaveCount(0);
      await expect(deleteButton(scene)).toHaveCount(0);
    },
    confirming: async (scene) => {
      await seesConfirmScreen(scene);
      await expect(deleteButton(scene)).toBeEnabled();
      await expect(button(scene, m.screen_delete_confirm_cancel({}, say(scene)))).toBeEnabled();
    },
    deleting: async (scene) => {
      await seesConfirmScreen(scene);
      await expect(button(scene, m.screen_delete_confirm_deleting({}, say(scene)))).toBeDisabled();
    },
    // The deletion ends with what happened and a way on; nothing of it is kept for a reload.
    noAccount: async (scene) => {
      await expect(heading(scene, m.screen_no_account_title({}, say(scene)))).toBeVisible();
      await expect(
        scene.page
          .getByRole('main')
          .getByRole('link', { name: m.screen_delete_no_account_signup({}, say(scene)) }),
      ).toBeVisible();
      expect(await flowKeys(scene.page, KEYS)).toEqual([]);
    },
    deleted: async (scene) => {
      await expect(heading(scene, m.screen_delete_done_title({}, say(scene)))).toBeVisible();
      expect(await flowKeys(scene.page, KEYS)).toEqual([]);
    },
  },
  events: {
    ...codeRows,
    'phone.submit': {
      does: async (scene) => {
        await visit(scene.page, scene.locale, PAGE);
        // The phone form, not the screen it follows (the code screen has no phone field).
        await expect(heading(scene, m.screen_delete_title({}, say(scene)))).toBeVisible();
        await phoneField(scene).fill(scene.owner.phone.local);
        await button(scene, flows(scene).words.sendCode).click();
      },
    },
    // From the code screen ("Change number") or the no-account screen ("Try another
    // number"): back to the phone form, the field ready for the new number.
    'phone.change': {
      does: async (scene) => {
        await visit(scene.page, scene.locale, PAGE);
        await button(scene, m.form_otp_change_number({}, say(scene)))
          .or(button(scene, m.screen_no_account_other_number({}, say(scene))))
          .click();
      },
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt(PAGE));
        await expect(heading(scene, m.screen_delete_title({}, say(scene)))).toBeVisible();
        await expect(phoneField(scene)).toBeFocused();
      },
    },
    // One deliberate action: the box ticked (it stays ticked after a failed attempt), then
    // the red button.
    'deletion.confirm': {
      does: async (scene) => {
        const box = tickBox(scene);
        if (!(await box.isChecked())) await tick(box);
        await deleteButton(scene).click();
      },
    },
    // The owner keeps the account: the home page, nothing of the deletion kept.
    'deletion.cancel': {
      does: (scene) => button(scene, m.screen_delete_confirm_cancel({}, say(scene))).click(),
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/'));
        expect(await flowKeys(scene.page, KEYS)).toEqual([]);
        await accountKept(scene);
      },
    },
    'xstate.done.actor.sendCode': {
      sees: (scene) => reads(scene, m.flow_otp_sent({}, say(scene))),
    },
    'xstate.error.actor.sendCode': {
      sees: (scene) => reads(scene, failureWords(scene, 'deletionSend')),
    },
    'xstate.done.actor.confirmCode': {
      sees: (scene) => reads(scene, m.flow_otp_verified({}, say(scene))),
    },
    'xstate.error.actor.confirmCode': {
      sees: async (scene, event) => {
        await reads(scene, failureWords(scene, 'deletionCode'));
        if (authReasonOf(failureIn(event)) !== 'code-expired')
          await expect(codeGroup(scene)).toBeVisible();
      },
    },
    'xstate.done.actor.checkAccount': {
      sees: (scene) =>
        expect(heading(scene, m.screen_delete_confirm_title({}, say(scene)))).toBeVisible(),
    },
    'xstate.error.actor.checkAccount': {
      sees: async (scene, event) => {
        const status = statusOf(failureIn(event));
        if (status === 401) return seesProofRefused(scene);
        if (status === 404) return seesNoAccount(scene);
        // A check that could not answer is left to the deletion itself: the confirm screen,
        // no error said.
        await expect(heading(scene, m.screen_delete_confirm_title({}, say(scene)))).toBeVisible();
        await expect(
          scene.page.getByText(failureWords(scene, 'deleteAccount'), { exact: true }),
        ).toHaveCount(0);
      },
    },
    'xstate.error.actor.deleteAccount': {
      sees: async (scene, event) => {
        const status = statusOf(failureIn(event));
        if (status === 401) return seesProofRefused(scene);
        if (status === 404) return seesNoAccount(scene);
        // Told in the catalogue's words, the confirm screen kept; nothing was deleted.
        await reads(scene, failureWords(scene, 'deleteAccount'));
        await expect(heading(scene, m.screen_delete_confirm_title({}, say(scene)))).toBeVisible();
        await accountKept(scene);
      },
    },
    // The account is gone: said, nothing kept, and the API no longer knows the password.
    'xstate.done.actor.deleteAccount': {
      sees: async (scene) => {
        await expect(heading(scene, m.screen_delete_done_title({}, say(scene)))).toBeVisible();
        expect(await flowKeys(scene.page, KEYS)).toEqual([]);
        const login = await scene.context.api.login(
          scene.owner.phone.international,
          scene.owner.password,
        );
        expect(login.status, 'the account is gone').toBe(401);
      },
    },
    // Another tab of this browser deleted the account from its copy of this deletion: this
    // one ends as it did, saying the account is deleted, nothing kept.
    'flow.finishedElsewhere': {
      does: (scene) => finishedInAnotherTab(scene, 'deletion'),
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt(PAGE));
        await expect(heading(scene, m.screen_delete_done_title({}, say(scene)))).toBeVisible();
        expect(await flowKeys(scene.page, KEYS)).toEqual([]);
      },
    },
  },
  calls: {
    ...FIREBASE_CALLS,
    checkAccount: { url: '**/auth/account', method: 'GET' },
    deleteAccount: { url: '**/auth/account', method: 'DELETE' },
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
  input: BrowserStart<DeletionScene>['input'],
  stored?: (context: StartContext, user: NewUser) => Promise<Record<string, string>>,
  choose?: BrowserStart<DeletionScene>['choose'],
): BrowserStart<DeletionScene> {
  return {
    name,
    input,
    ...(choose ? { choose } : {}),
    open: async (context) => {
      const owner = await context.api.createUser(context.newPhone());
      await opened(context, PAGE, await stored?.(context, owner));
      return { page: context.page, locale: context.locale, context, owner };
    },
  };
}

// A fresh visit walks every edge; reloads on the code screen and after the code carry on,
// with what they restored, to a deleted account.
const starts: BrowserStart<DeletionScene>[] = [
  start('fresh', {}),
  start(
    'reloaded after verifying',
    {
      code: {
        phone: PHONE,
        verificationId: 'stored-id',
        sentAt: 0,
        proof: { idToken: 'stored-token', verifiedAt: 0 },
      },
    },
    async ({ api }, user) => ({
      otp: JSON.stringify({
        v: 2,
        flow: 'deletion',
        verificationId: 'stored-id',
        sentAt: Date.now(),
        verified: true,
        idToken: await laterProof(api, user),
        verifiedAt: Date.now(),
      }),
      phoneNumber: phoneRecord(user),
    }),
    shortestEndingWith('xstate.done.actor.deleteAccount'),
  ),
  start(
    'reloaded with a code pending',
    { code: { phone: PHONE, verificationId: 'stored-id', sentAt: 0 } },
    async ({ api }, user) => ({
      otp: JSON.stringify({
        v: 2,
        flow: 'deletion',
        verificationId: (await api.sentCode(user.phone)).sessionInfo,
        sentAt: Date.now(),
        verified: false,
      }),
      phoneNumber: phoneRecord(user),
    }),
    shortestEndingWith('xstate.done.actor.deleteAccount'),
  ),
];

// Once the resend countdown has run out (ready, or a new code asked for and not out yet), a
// code the check turns down sends the code step back to a countdown that is over at once: the
// app passes it before it can be looked at. No code is typed there; it is typed, with each
// outcome, while the countdown runs.
const COUNTDOWN_OVER = /"code":\{"waiting":"(ready|resending)"\}/;

export const deletionSuite: BrowserSuite<DeletionScene> = {
  name: 'deletion',
  machine: 'deletion',
  child: 'deletion.phoneCode',
  model: flowModel(deletionMachine, 'phoneCode'),
  events,
  serializeState: (s) => JSON.stringify(s.value),
  starts,
  tables,
  choosePaths: (model, options, walked) =>
    chainedPaths(model, options, walked, {
      edge: byTarget,
      withStart: true,
      skip: (from, event) =>
        event.type === 'code.enter' && COUNTDOWN_OVER.test(JSON.stringify(from.value)),
    }),
};
