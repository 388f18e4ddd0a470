import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { noteFinishedFlow } from '../../../src/bindings/flows/finishedFlows';
import { failureText, type FailurePlace } from '../../../src/content/failures';
import { RESEND_COOLDOWN_SECONDS } from '../../../src/content/flows';
import type { Flow } from '../../../src/machines/flowMemory';
import { m } from '../../../src/paraglide/messages.js';
import type { Locale } from '../../../src/paraglide/runtime.js';
import { asFailure, authReasonOf, type Failure } from '../../../src/schemas/failure';
import type { KeyValueStore } from '../../../src/services/storage';
import type { TestPhone } from '../../helpers/phones';
import { AFTER, SHORT_CODE, isShortCode } from '../../model/codeStepEvents';
import { firebaseRefusal } from '../helpers/faults';
import { untilLive } from '../helpers/fixtures';
import { flowsIn, message, wrongCodeFor } from '../helpers/flows';
import type { BrowserScene, BrowserTables, Settle, StartContext } from './browserHarness';

// What the sign-up and reset browser suites share: their code step (the same screen at
// another address), how Firebase's answers are held and given, and how an owner gets around.

export interface CodeStepScene extends BrowserScene {
  context: StartContext;
  // Whose phone the codes go to.
  owner: { phone: TestPhone };
  // The failure the last held call was made to end with.
  failure?: Failure;
}

export const say = (scene: BrowserScene) => ({ locale: scene.locale });
export const flows = (scene: BrowserScene) => flowsIn(scene.locale);
export const failureIn = (event: EventObject) =>
  asFailure((event as EventObject & { error?: unknown }).error);

/**
 * Opens a screen of the app as following a link to it does: the app stays live. Typing the
 * address would reload the page, which restores the flow from storage, a start of its own.
 */
export async function visit(page: Page, locale: Locale, to: string): Promise<void> {
  const path = flowsIn(locale).path(to);
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === path) return;
  await page.evaluate((href) => window.history.pushState(null, '', href), path);
  await expect(page).toHaveURL(flowsIn(locale).endsAt(to));
}

export const button = (scene: BrowserScene, name: string) =>
  scene.page.getByRole('main').getByRole('button', { name, exact: true });

export const codeGroup = (scene: BrowserScene) =>
  scene.page.getByRole('group', { name: flows(scene).words.codeGroup });

/** The owner reads `text`, in a toast or on the screen. */
export const reads = (scene: BrowserScene, text: string) =>
  expect(message(scene.page, text)).toBeVisible();

/** The words the owner reads for the failure the last call was made to end with. */
export const failureWords = (scene: CodeStepScene, place: FailurePlace) =>
  failureText({ failure: scene.failure ?? { kind: 'unexpected' }, place }, scene.locale);

export const flowKeys = (page: Page, keys: string[]) =>
  page.evaluate((names) => names.filter((key) => sessionStorage.getItem(key) !== null), keys);

/**
 * Opens the app as an owner finds it: the page's clock under the test's hand (the resend
 * countdown is waited out by moving it on), the device's location shared, and what a reload
 * would find in the tab's storage.
 */
export async function opened(
  context: StartContext,
  to: string,
  seeded?: Record<string, string>,
): Promise<void> {
  const { page, locale } = context;
  await page.clock.install();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 30.0444, longitude: 31.2357 });
  if (seeded)
    await page.addInitScript((stored) => {
      if (sessionStorage.getItem('test:seeded')) return;
      sessionStorage.setItem('test:seeded', '1');
      for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
    }, seeded);
  await page.goto(flowsIn(locale).path(to));
  await untilLive(page);
}

/** The newest code the emulator holds for the owner's phone, as read off the phone. */
async function newestCode(scene: CodeStepScene): Promise<string> {
  const phone = scene.owner.phone.international;
  let code: string | undefined;
  await expect
    .poll(async () => (code = (await scene.context.codes.all(phone)).at(-1)), {
      message: `an SMS code for ${phone}`,
    })
    .toBeTruthy();
  return code as string;
}

/** Another tab of this browser notes that it finished `flow` for this owner's phone. */
export async function finishedInAnotherTab(scene: CodeStepScene, flow: Flow): Promise<void> {
  const { page } = scene;
  // The page's own time: its clock has moved on past every countdown waited out.
  const [stored, now] = await page.evaluate(
    () => [localStorage.getItem('finishedFlows'), Date.now()] as const,
  );
  const local = new Map<string, string>(stored ? [['finishedFlows', stored]] : []);
  const store: KeyValueStore = {
    get: (key) => local.get(key) ?? null,
    set: (key, value) => void local.set(key, value),
    remove: (key) => void local.delete(key),
    clear: () => local.clear(),
  };
  noteFinishedFlow(store, flow, scene.owner.phone.international, now);
  const other = await page.context().newPage();
  await other.goto(flows(scene).path('/'));
  await other.evaluate(
    (notes) => localStorage.setItem('finishedFlows', notes),
    local.get('finishedFlows') ?? '',
  );
  await other.close();
}

/** What the owner does on the code screen, at `codeScreen` in this flow. */
export function codeStepRows<S extends CodeStepScene>(
  codeScreen: string,
): BrowserTables<S>['events'] {
  return {
    'code.enter': {
      // The right code, or a wrong one when the check is to fail on it; or one digit and
      // Verify, which the code step refuses.
      does: async (scene, event, next) => {
        await visit(scene.page, scene.locale, codeScreen);
        if (isShortCode(event)) {
          await flows(scene).typeCode(scene.page, SHORT_CODE.code);
          await button(scene, m.form_otp_verify({}, say(scene))).click();
          return;
        }
        const code = await newestCode(scene);
        const wrong =
          next?.type === 'xstate.error.actor.confirmCode' &&
          authReasonOf(failureIn(next)) === 'invalid-code';
        await flows(scene).typeCode(scene.page, wrong ? wrongCodeFor(code) : code);
      },
      sees: async (scene, event) => {
        // The length in the page's digits (Arabic-Indic on Arabic pages).
        const length = new Intl.NumberFormat(scene.locale === 'ar' ? 'ar-EG' : 'en-GB').format(6);
        if (isShortCode(event)) await reads(scene, m.form_otp_incomplete({ length }, say(scene)));
      },
    },
    'code.resend': {
      does: async (scene) => {
        await visit(scene.page, scene.locale, codeScreen);
        await button(scene, m.form_otp_resend({}, say(scene))).click();
      },
    },
    'phone.change': {
      does: async (scene) => {
        await visit(scene.page, scene.locale, codeScreen);
        await button(scene, m.form_otp_change_number({}, say(scene))).click();
      },
    },
    [AFTER]: {
      does: (scene) => scene.page.clock.fastForward((RESEND_COOLDOWN_SECONDS + 1) * 1000),
    },
  };
}

/** The code step's own states, as the code screen shows them (`away`: elsewhere). */
export function codeStepStates<S extends CodeStepScene>(
  away: (scene: S) => boolean = () => false,
): BrowserTables<S>['states'] {
  const resend = (scene: S) => button(scene, m.form_otp_resend({}, say(scene)));
  return {
    // Counting down: the resend button names the time left, and waits.
    'phoneCode:waiting.coolingDown': async (scene) => {
      if (away(scene)) return;
      await expect(codeGroup(scene)).toBeVisible();
      await expect(resend(scene)).toHaveCount(0);
    },
    'phoneCode:waiting.ready': async (scene) => {
      if (!away(scene)) await expect(resend(scene)).toBeEnabled();
    },
    'phoneCode:verifying': (scene) => reads(scene, m.flow_verifying({}, say(scene))),
  };
}

export const FIREBASE_CALLS = {
  sendCode: { url: '**/accounts:sendVerificationCode*', method: 'POST' },
  confirmCode: { url: '**/accounts:signInWithPhoneNumber*', method: 'POST' },
};

/**
 * Ends a held call as the outcome says: let through when it succeeds, or when a wrong code
 * was typed (the emulator refuses it itself); otherwise answered with the API's status and
 * words, or with Firebase's own refusal for the failure.
 */
export function settleAs(scene: CodeStepScene, outcome: EventObject): Settle {
  const error = (outcome as EventObject & { error?: unknown }).error;
  scene.failure = error ? asFailure(error) : undefined;
  const failure = scene.failure;
  if (!failure) return (route) => route.continue();
  if (failure.kind === 'http')
    return (route) =>
      route.fulfill({
        status: failure.status,
        ...(failure.said ? { json: { message: failure.said } } : { body: '' }),
      });
  const refuse =
    (status: number, code: string): Settle =>
    (route) =>
      route.fulfill(firebaseRefusal(status, code));
  switch (authReasonOf(failure)) {
    case 'invalid-code':
      return (route) => route.continue();
    case 'recaptcha':
      return refuse(400, 'CAPTCHA_CHECK_FAILED');
    case 'missing-verification':
      return refuse(400, 'INVALID_SESSION_INFO');
    case 'code-expired':
      return refuse(400, 'SESSION_EXPIRED');
    default:
      // Firebase failing without saying why: the step's own failure.
      return refuse(500, 'INTERNAL_ERROR');
  }
}
