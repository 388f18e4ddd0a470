import { expect } from '@playwright/test';
import { signupMachine, type SignupContext } from '../../../src/machines/signup.machine';
import { m } from '../../../src/paraglide/messages.js';
import { statusOf } from '../../../src/schemas/failure';
import { normalizePhone, phoneFieldValue } from '../../../src/schemas/phone';
import { pendingRegistration } from '../../helpers/pendingRegistration';
import type { TestPhone } from '../../helpers/phones';
import { flowModel } from '../../model/flowModel';
import { byTarget, chainedPaths, shortestEndingWith } from '../../model/paths';
import { details, events, storedCode } from '../../model/signup.events';
import { ownerIn } from '../helpers/arabicFlows';
import type { BusinessOwner } from '../helpers/flows';
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

// The sign-up machine and its code step, walked in Chromium along paths generated from the
// jsdom model suite's own events (tests/model/signup.tables.ts), in both page languages:
// codes come from the auth emulator, the account is created by the reference API, and the
// device's location is the browser's. Each path is a few long walks rather than one per
// edge (chainedPaths), so the suite stays short enough for every run of `npm test`.

interface SignupScene extends CodeStepScene {
  owner: BusinessOwner;
  // The owner whose reset offered a sign-up with their verified phone.
  prefilled?: BusinessOwner;
}

// A whole errand in another flow, on a chunk not loaded yet and with real calls.
const ERRAND_WAIT = 20_000;

const ownerOf = (context: StartContext, phone: TestPhone) => ownerIn(context.locale, phone);

const onResume = (scene: SignupScene) =>
  new URL(scene.page.url()).pathname.endsWith('/verify-user');

// Whether the sign-up refused the last number a reset handed it, as the tab's trace says.
const prefillRefused = (scene: SignupScene) =>
  scene.page.evaluate(() => {
    const trace = JSON.parse(sessionStorage.getItem('flowTrace') ?? '{}') as {
      entries?: { event: string; refused?: boolean }[];
    };
    return trace.entries?.findLast((e) => e.event === 'phone.prefill')?.refused === true;
  });

async function fillForm(scene: SignupScene): Promise<void> {
  const { page } = scene;
  const words = flows(scene);
  await visit(page, scene.locale, '/register?mode=signup');
  const main = page.getByRole('main');
  await words.fillSignup(main, scene.owner);
  const form = words.signupForm(main);
  if (!(await form.terms.isChecked())) await form.terms.click();
  await expect(form.terms).toBeChecked();
  await form.submit.click();
}

const codeRows = codeStepRows<SignupScene>('/verify-otp');

const tables: BrowserTables<SignupScene> = {
  states: {
    ...codeStepStates(onResume),
    // The form, or the resume screen, stays up, its button busy, until the first code is out.
    'verifyingPhone.sending': async (scene) => {
      await expect(
        button(scene, m.form_sending_code({}, say(scene))).or(
          button(scene, m.screen_verify_user_sending({}, say(scene))),
        ),
      ).toBeDisabled();
    },
    'phoneCode:waiting': async (scene) => {
      const { page } = scene;
      // The password is never kept while the phone is verified.
      const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(stored).not.toContain(scene.owner.password);
      // A code asked for on the resume screen is waited for there; anywhere else, on the
      // code screen.
      if (onResume(scene)) return;
      await expect(page).toHaveURL(flows(scene).endsAt('/verify-otp'));
      await expect(codeGroup(scene)).toBeVisible();
    },
    askingPassword: async (scene) => {
      await expect(
        scene.page.getByRole('heading', { name: m.screen_password_title({}, say(scene)) }),
      ).toBeVisible();
      const otp = await scene.page.evaluate(() => sessionStorage.getItem('otp'));
      expect(JSON.parse(otp ?? '{}')).toMatchObject({ verified: true });
    },
    'registering.submitting': async (scene) => {
      await expect(scene.page.getByRole('status')).toContainText(
        m.screen_registering_status({}, say(scene)),
      );
    },
  },
  events: {
    ...codeRows,
    'form.submit': { does: fillForm },
    'location.request': {
      does: async (scene) => {
        await visit(scene.page, scene.locale, '/register?mode=signup');
        await button(scene, m.form_location_button({}, say(scene))).click();
      },
    },
    // The reset's no-account screen offers a sign-up with the phone it just verified: a
    // reset of a number no account uses, done for real (its calls are not this path's).
    'phone.prefill': {
      does: async (scene) => {
        const { page, context } = scene;
        const words = flows(scene);
        const other = ownerOf(context, context.newPhone());
        await context.unheld(async () => {
          await visit(page, scene.locale, '/forget-password');
          await words.requestResetCode(page, other.phoneTyped ?? other.phone.local);
          // On a loaded two-core machine this has taken longer than one screen's wait.
          await expect(page).toHaveURL(words.endsAt('/verify-otp?mode=password'), {
            timeout: ERRAND_WAIT,
          });
          await words.typeCode(page, await context.codes.latest(other.phone.international));
          await button(scene, m.screen_no_account_signup({}, say(scene))).click();
        });
        scene.prefilled = other;
      },
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/register?mode=signup'));
        const phone = flows(scene).signupForm(scene.page.getByRole('main')).phone;
        // A sign-up under way refuses the number and keeps its own, as the owner typed it.
        if (await prefillRefused(scene))
          await expect
            .poll(async () => normalizePhone(await phone.inputValue()))
            .toBe(scene.owner.phone.international);
        else
          await expect(phone).toHaveValue(
            phoneFieldValue(scene.prefilled?.phone.international ?? ''),
          );
      },
    },
    'password.submit': {
      does: async (scene) => {
        const { page } = scene;
        await visit(page, scene.locale, '/verify-otp');
        const main = page.getByRole('main');
        await main
          .getByLabel(m.form_password_label({}, say(scene)), { exact: true })
          .fill(scene.owner.password);
        await main
          .getByLabel(m.form_confirm_password_label({}, say(scene)), { exact: true })
          .fill(scene.owner.password);
        await button(scene, m.form_password_prompt_submit({}, say(scene))).click();
      },
    },
    'code.request': {
      does: async (scene) => {
        const fresh = button(scene, m.screen_verify_send_new_code({}, say(scene)));
        if (!(await fresh.isVisible())) await visit(scene.page, scene.locale, '/verify-user');
        const send = fresh
          .or(button(scene, m.screen_verify_user_send_code({}, say(scene))))
          .or(button(scene, m.screen_verify_user_send_new_code({}, say(scene))))
          .first();
        // The resume screen with no sign-up under way offers none: the code screen's one
        // offer then asks for a code.
        const nothing = button(scene, m.screen_verify_user_register({}, say(scene)));
        await expect(send.or(nothing).first()).toBeVisible();
        if (await send.isVisible()) return send.click();
        await visit(scene.page, scene.locale, '/verify-otp');
        await button(scene, m.screen_verify_start_signup({}, say(scene))).click();
      },
    },
    'flow.restart': {
      // The resume screen's Start over, or its one offer when no sign-up is under way.
      does: async (scene) => {
        await visit(scene.page, scene.locale, '/verify-user');
        await button(scene, m.screen_verify_user_start_over({}, say(scene)))
          .or(button(scene, m.screen_verify_user_register({}, say(scene))))
          .click();
      },
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/register?mode=signup'));
        expect(await scene.page.evaluate(() => sessionStorage.getItem('userData'))).toBeNull();
      },
    },
    'flow.finishedElsewhere': {
      does: (scene) => finishedInAnotherTab(scene, 'signup'),
      sees: async (scene) => {
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/register?mode=login'));
        await reads(scene, m.tabs_login_signup_elsewhere({}, say(scene)));
        expect(await flowKeys(scene.page, ['otp', 'userData', 'phoneNumber'])).toEqual([]);
      },
    },
    'xstate.done.actor.sendCode': {
      sees: (scene) => reads(scene, m.flow_otp_sent({}, say(scene))),
    },
    'xstate.error.actor.sendCode': {
      sees: (scene) => reads(scene, failureWords(scene, 'signupSend')),
    },
    'xstate.error.actor.confirmCode': {
      sees: async (scene) => {
        await reads(scene, failureWords(scene, 'signupCode'));
        await expect(codeGroup(scene)).toBeVisible();
      },
    },
    'xstate.done.actor.register': {
      sees: async (scene) => {
        await reads(scene, m.flow_account_created({}, say(scene)));
        await expect(scene.page).toHaveURL(flows(scene).endsAt('/register?mode=login'));
        expect(await flowKeys(scene.page, ['otp', 'userData', 'phoneNumber'])).toEqual([]);
        // The account exists now: whatever the path does next is another business's.
        scene.owner = ownerOf(scene.context, scene.context.newPhone());
      },
    },
    'xstate.error.actor.register': {
      sees: async (scene) => {
        await reads(scene, failureWords(scene, 'register'));
        // The code and its proof are spent: a reload must not wait on them; details stay.
        const kept = await scene.page.evaluate(() => ({
          otp: sessionStorage.getItem('otp'),
          details: sessionStorage.getItem('userData'),
        }));
        expect(kept.otp).toBeNull();
        expect(kept.details).not.toBeNull();
        if (statusOf(scene.failure ?? { kind: 'unexpected' }) === 401)
          await expect(
            scene.page
              .getByRole('alert')
              .filter({ hasText: m.tabs_signup_proof_spent({}, say(scene)) }),
          ).toBeVisible();
      },
    },
  },
  calls: { ...FIREBASE_CALLS, register: { url: '**/auth/register', method: 'POST' } },
  settle: settleAs,
};

const MINUTE = 60_000;

/** What a reload finds of a sign-up whose code was sent, and perhaps confirmed `ago` ms back. */
async function interrupted(context: StartContext, owner: BusinessOwner, verifiedAgo?: number) {
  const phone = owner.phone.international;
  const { sessionInfo } = await context.api.sentCode(owner.phone);
  const details = pendingRegistration({
    phone,
    first_name: owner.firstName,
    last_name: owner.lastName,
    business_name: owner.businessName,
    email: owner.email,
  });
  const sentAt = Date.now() - (verifiedAgo ?? 0);
  const proof =
    verifiedAgo === undefined
      ? { verified: false }
      : {
          verified: true,
          idToken: await context.api.phoneIdToken(owner.phone),
          verifiedAt: Date.now() - verifiedAgo,
        };
  return {
    userData: JSON.stringify({ v: 1, details }),
    otp: JSON.stringify({ v: 2, flow: 'signup', verificationId: sessionInfo, sentAt, ...proof }),
    phoneNumber: JSON.stringify({ v: 1, phone }),
  };
}

function start(
  name: string,
  input: BrowserStart<SignupScene>['input'],
  to: string,
  verified?: 'pending' | number,
  // A reload's own way on, when every edge it could walk was walked from the fresh start.
  endingWith?: string,
): BrowserStart<SignupScene> {
  return {
    name,
    input,
    ...(endingWith ? { choose: shortestEndingWith(endingWith) } : {}),
    open: async (context) => {
      const owner = ownerOf(context, context.newPhone());
      const seeded =
        verified === undefined
          ? undefined
          : await interrupted(context, owner, verified === 'pending' ? undefined : verified);
      await opened(context, to, seeded);
      return { page: context.page, locale: context.locale, context, owner };
    },
  };
}

// The jsdom suite's four ways in: a fresh visit, and reloads with a code pending, a phone
// verified a minute ago, and one verified longer ago than the API accepts its proof.
const starts: BrowserStart<SignupScene>[] = [
  start('fresh', {}, '/register?mode=signup'),
  start('reloaded with a code pending', { details, code: storedCode() }, '/verify-otp', 'pending'),
  // On to the account with the proof it restored.
  start(
    'reloaded after verifying',
    { details, code: storedCode(MINUTE) },
    '/verify-otp',
    MINUTE,
    'xstate.done.actor.register',
  ),
  {
    // On to a new code, the old proof being too old.
    ...start(
      'reloaded 10 minutes after verifying',
      { details, code: storedCode(10 * MINUTE) },
      '/verify-otp',
      10 * MINUTE,
      'xstate.done.actor.sendCode',
    ),
    // Back unverified, and offered a new code on this screen.
    sees: async (scene) => {
      await expect(
        scene.page.getByText(m.screen_verify_new_code_needed({}, say(scene))),
      ).toBeVisible();
      await expect(button(scene, m.screen_verify_send_new_code({}, say(scene)))).toBeEnabled();
      expect(await scene.page.evaluate(() => sessionStorage.getItem('otp'))).toBeNull();
    },
  },
];

const serializeState: BrowserSuite<SignupScene>['serializeState'] = (s) => {
  const c = s.context as SignupContext;
  return JSON.stringify([s.value, !!c.password, !!c.location, !!c.details, c.phoneVerified]);
};

// The device answers a location at once, so nothing is done while one is being found.
const LOCATING = /"locating"/;

export const signupSuite: BrowserSuite<SignupScene> = {
  name: 'signup',
  machine: 'signup',
  child: 'signup.phoneCode',
  model: flowModel(signupMachine, 'phoneCode'),
  events,
  serializeState,
  starts,
  tables,
  choosePaths: (model, options, walked) =>
    chainedPaths(model, options, walked, {
      edge: byTarget,
      withStart: true,
      skip: (from, event) =>
        LOCATING.test(JSON.stringify(from.value)) && event.type !== 'xstate.done.actor.locate',
    }),
};
