import type { BrowserContext, Page } from '@playwright/test';
import { m } from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/paraglide/runtime.js';
import { phoneFieldValue } from '../../src/schemas/phone';
import { arabicOwner, watchArabicScreens } from './helpers/arabicFlows';
import type { EmulatorCodes } from './helpers/emulatorCodes';
import { expect, test, untilLive } from './helpers/fixtures';
import { businessOwner, flowSessionKeys, flowsIn, message, tick } from './helpers/flows';
import { look } from './helpers/look';

// A browser's "Duplicate tab" copies the tab's sessionStorage: two tabs then hold one
// sign-up or reset in progress, the same code session and, once verified, the same phone
// proof, which the API takes once. Whichever tab finishes, the other must end on a clear
// screen in the page's language, and restoring the copy must never send a code, a
// registration or a password again by itself.

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * A second tab of the same browser holding a copy of `tab`'s sessionStorage, as "Duplicate
 * tab" makes it (the copy is written once, before the page's own scripts run), at `tab`'s
 * address. Its calls are counted from its first request; `before` runs on it first.
 */
async function duplicate(tab: Page, before?: (copy: Page) => Promise<void>) {
  return (await copyLater(tab)).open(before);
}

/** `tab`'s sessionStorage and address now, to open as a duplicated tab later. */
async function copyLater(tab: Page) {
  const entries = await tab.evaluate(() => Object.entries(window.sessionStorage));
  const path = pathOf(tab);
  return {
    async open(before?: (copy: Page) => Promise<void>) {
      const copy = await tab.context().newPage();
      const errors: string[] = [];
      copy.on('pageerror', (error) => errors.push(error.message));
      await copy.addInitScript((stored: [string, string][]) => {
        if (window.sessionStorage.getItem('e2e:duplicated')) return;
        for (const [key, value] of stored) window.sessionStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e:duplicated', '1');
      }, entries);
      const calls = countCalls(copy);
      await before?.(copy);
      await copy.goto(path);
      return { copy, calls, errors };
    },
  };
}

// The calls that cost an SMS, spend a proof or change an account.
const CALLS = {
  sendCode: /accounts:sendVerificationCode(\?|$)/,
  confirmCode: /accounts:signInWithPhoneNumber(\?|$)/,
  register: /\/auth\/register$/,
  resetPassword: /\/password\/reset$/,
} as const;
type Calls = Record<keyof typeof CALLS, number>;

function countCalls(page: Page): Calls {
  const calls: Calls = { sendCode: 0, confirmCode: 0, register: 0, resetPassword: 0 };
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS') return;
    const url = request.url().split('?')[0] ?? '';
    for (const [name, pattern] of Object.entries(CALLS))
      if (pattern.test(url)) calls[name as keyof Calls] += 1;
  });
  return calls;
}

const NONE: Calls = { sendCode: 0, confirmCode: 0, register: 0, resetPassword: 0 };

/** Holds the page's calls to `url` until released; `arrived` once the first one is made. */
async function hold(page: Page | BrowserContext, url: string | RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() !== 'OPTIONS') {
      arrive();
      await released;
    }
    await route.continue();
  });
  return { arrived, release };
}

/** The code the emulator sent to `phone` after `seen` (the codes it listed before asking). */
async function newCode(codes: EmulatorCodes, phone: string, seen: string[]): Promise<string> {
  let fresh: string | undefined;
  await expect
    .poll(async () => (fresh = (await codes.all(phone)).find((code) => !seen.includes(code))), {
      message: `a new SMS code for ${phone}`,
    })
    .toBeDefined();
  return fresh as string;
}

/** The words these screens say, in the page's language. */
function textsIn(locale: Locale) {
  const options = { locale };
  return {
    createdElsewhere: m.tabs_login_signup_elsewhere({}, options),
    changedElsewhere: m.tabs_login_reset_elsewhere({}, options),
    signupProofSpent: m.tabs_signup_proof_spent({}, options),
    resetProofSpent: m.tabs_reset_proof_spent({}, options),
    // The API's own words on English pages (the same), the catalogue's on Arabic ones.
    proofRefused: m.tabs_proof_refused({}, options),
    accountExists: m.form_account_exists({}, options),
    accountCreated: m.flow_account_created({}, options),
    passwordUpdated: m.flow_password_updated({}, options),
    missingVerification: m.flow_missing_verification({}, options),
    login: m.form_login_link({}, options),
    sendNewCode: m.screen_verify_send_new_code({}, options),
    resend: m.form_otp_resend({}, options),
    password: m.form_password_label({}, options),
    confirmPassword: m.form_confirm_password_label({}, options),
    passwordContinue: m.form_password_prompt_submit({}, options),
    creating: m.screen_registering_title({}, options),
  };
}

const en = { flows: flowsIn('en'), text: textsIn('en') };

/** Chooses the password again on the code screen's password step (after a reload or a copy). */
async function choosePassword(page: Page, locale: Locale, password: string): Promise<void> {
  const text = textsIn(locale);
  const main = page.getByRole('main');
  await main.getByLabel(text.password, { exact: true }).fill(password);
  await main.getByLabel(text.confirmPassword, { exact: true }).fill(password);
  await main.getByRole('button', { name: text.passwordContinue }).click();
}

test.describe('a duplicated sign-up', () => {
  test('the first tab creates the account: the copy on the code screen ends on login, saying so, and sends nothing', async ({
    page,
    emulatorCodes,
    newPhone,
  }) => {
    const { flows, text } = en;
    const owner = businessOwner(newPhone());
    await flows.startSignup(page, owner);
    const code = await emulatorCodes.latest(owner.phone.international);

    const { copy, calls, errors } = await duplicate(page);
    // The copy waits on the same code screen, the countdown running from the same send.
    await expect(copy.getByRole('group', { name: flows.words.codeGroup })).toBeVisible();
    await expect(copy.getByRole('main').getByText(owner.phone.shown)).toBeVisible();

    await flows.typeCode(page, code);
    await expect(message(page, text.accountCreated)).toBeVisible();
    await expect(page).toHaveURL(flows.endsAt('/register?mode=login'));

    // The copy is told, and ends as the first tab did: on the login form, its phone filled in.
    await expect(copy).toHaveURL(flows.endsAt('/register?mode=login'));
    await expect(copy.getByRole('main').getByText(text.createdElsewhere)).toBeVisible();
    const login = flows.loginForm(copy);
    await expect(login.phone).toHaveValue(phoneFieldValue(owner.phone.international));
    await expect(login.password).toBeFocused();
    await look(copy, 'login-signup-finished-elsewhere');
    expect(await flowSessionKeys(copy)).toEqual(['e2e:duplicated']);
    expect(calls).toEqual(NONE);

    // The way it offers works: the password chosen in the first tab logs in.
    await login.password.fill(owner.password);
    await login.submit.click();
    await flows.expectLoggedIn(copy);
    expect(errors).toEqual([]);
  });

  test('a copy that loads only after the first tab finished (a discarded tab coming back) starts on login', async ({
    page,
    emulatorCodes,
    newPhone,
  }) => {
    const { flows, text } = en;
    const owner = businessOwner(newPhone());
    await flows.startSignup(page, owner);
    const later = await copyLater(page);
    await flows.typeCode(page, await emulatorCodes.latest(owner.phone.international));
    await expect(message(page, text.accountCreated)).toBeVisible();

    const { copy, calls, errors } = await later.open();
    await expect(copy).toHaveURL(flows.endsAt('/register?mode=login'));
    await expect(copy.getByRole('main').getByText(text.createdElsewhere)).toBeVisible();
    await expect(flows.loginForm(copy).phone).toHaveValue(
      phoneFieldValue(owner.phone.international),
    );
    expect(await flowSessionKeys(copy)).toEqual(['e2e:duplicated']);
    expect(calls).toEqual(NONE);
    expect(errors).toEqual([]);
  });

  test('the copy verifies first: the first tab hears its code is spent, then ends on login once the copy creates the account', async ({
    page,
    emulatorCodes,
    newPhone,
  }) => {
    const { flows, text } = en;
    const owner = businessOwner(newPhone());
    const calls = countCalls(page);
    await flows.startSignup(page, owner);
    const code = await emulatorCodes.latest(owner.phone.international);
    const copy = await duplicate(page);

    // The copy never had the password (it is never stored): it asks for it again.
    await flows.typeCode(copy.copy, code);
    await expect(copy.copy.getByLabel(text.confirmPassword, { exact: true })).toBeVisible();

    // The same code in the first tab: the provider no longer knows it. The tab says so and
    // offers a new code at once.
    await flows.typeCode(page, code);
    await expect(message(page, text.missingVerification)).toBeVisible();
    await expect(page.getByRole('button', { name: text.resend, exact: true })).toBeEnabled();

    await choosePassword(copy.copy, 'en', owner.password);
    await expect(message(copy.copy, text.accountCreated)).toBeVisible();

    // The first tab ends too, on the login form, saying where the account was made.
    await expect(page).toHaveURL(flows.endsAt('/register?mode=login'));
    await expect(page.getByRole('main').getByText(text.createdElsewhere)).toBeVisible();
    await expect(flows.loginForm(page).phone).toHaveValue(
      phoneFieldValue(owner.phone.international),
    );
    expect(await flowSessionKeys(page)).toEqual([]);
    // One code sent, one confirmation each (the first tab's refused), one registration.
    expect(calls).toEqual({ ...NONE, sendCode: 1, confirmCode: 1 });
    expect(copy.calls).toEqual({ ...NONE, confirmCode: 1, register: 1 });
    expect(copy.errors).toEqual([]);
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`both tabs choose the password (${locale}): the second is told the code was used, then that the account exists, nothing typed lost`, async ({
      page,
      stack,
      emulatorCodes,
      newPhone,
    }) => {
      const flows = flowsIn(locale);
      const text = textsIn(locale);
      const owner = locale === 'ar' ? arabicOwner(newPhone()) : businessOwner(newPhone());
      const phone = owner.phone.international;
      await flows.startSignup(page, owner);
      const code = await emulatorCodes.latest(phone);
      // After a reload the password is asked again once the code is right: both tabs then
      // hold the same phone proof, which the API takes once.
      await page.reload();
      await flows.typeCode(page, code);
      await expect(page.getByLabel(text.confirmPassword, { exact: true })).toBeVisible();

      let screens: Awaited<ReturnType<typeof watchArabicScreens>> | undefined;
      const copy = await duplicate(page, async (tab) => {
        if (locale === 'ar') screens = await watchArabicScreens(tab);
      });
      const b = copy.copy;
      await expect(b.getByLabel(text.confirmPassword, { exact: true })).toBeVisible();
      expect(copy.calls).toEqual(NONE);

      // The copy's registration leaves, and reaches the API only after the first tab's.
      const held = await hold(b, `${stack.api}/auth/register`);
      await choosePassword(b, locale, owner.password);
      await held.arrived;
      await choosePassword(page, locale, owner.password);
      await expect(message(page, text.accountCreated)).toBeVisible();
      held.release();

      // The proof is spent: the copy says so in its own words, on the code screen, with
      // the two ways on; no spinner left running.
      await expect(message(b, text.proofRefused)).toBeVisible();
      await expect(b).toHaveURL(flows.endsAt('/verify-otp'));
      const main = b.getByRole('main');
      await expect(main.getByRole('alert')).toHaveText(text.signupProofSpent);
      await expect(main.getByRole('heading', { name: text.creating })).toHaveCount(0);
      await expect(main.getByRole('link', { name: text.login, exact: true })).toHaveAttribute(
        'href',
        flows.path('/register?mode=login'),
      );
      await look(b, `${locale}-verify-otp-proof-spent`);

      // A new code, then the registration: the account exists, and the form says so with
      // the way to log in, everything typed still in it.
      const seen = await emulatorCodes.all(phone);
      await main.getByRole('button', { name: text.sendNewCode }).click();
      await expect(b.getByRole('group', { name: flows.words.codeGroup })).toBeVisible();
      await flows.typeCode(b, await newCode(emulatorCodes, phone, seen));
      await expect(b).toHaveURL(flows.endsAt('/register?mode=signup'));
      const notice = main.getByRole('alert').filter({ hasText: text.accountExists });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: text.login, exact: true })).toHaveAttribute(
        'href',
        flows.path('/register?mode=login'),
      );
      const form = flows.signupForm(main);
      await expect(form.firstName).toHaveValue(owner.firstName);
      await expect(form.lastName).toHaveValue(owner.lastName);
      await expect(form.email).toHaveValue(owner.email);
      await expect(form.businessName).toHaveValue(owner.businessName);
      await expect(form.phone).toHaveValue(phoneFieldValue(phone));
      await expect(form.password).toHaveValue(owner.password);
      await expect(form.terms).toBeChecked();
      expect(copy.calls).toEqual({ ...NONE, sendCode: 1, confirmCode: 1, register: 2 });
      expect(copy.errors).toEqual([]);
      if (screens) expect(await screens.english([owner.email, owner.website])).toEqual([]);
    });
  }

  test('a copy made while a call is under way runs nothing again: registering, or sending the first code', async ({
    page,
    context,
    stack,
    emulatorCodes,
    newPhone,
  }) => {
    const { flows, text } = en;
    const owner = businessOwner(newPhone());
    await flows.startSignup(page, owner);
    const code = await emulatorCodes.latest(owner.phone.international);

    // Duplicated while the first tab's registration is on its way.
    const registering = await hold(page, `${stack.api}/auth/register`);
    await flows.typeCode(page, code);
    await registering.arrived;
    await expect(page.getByRole('heading', { name: text.creating })).toBeVisible();
    const copy = await duplicate(page);
    // It waits for the owner on the code screen; it registers nothing.
    await expect(copy.copy.getByRole('group', { name: flows.words.codeGroup })).toBeVisible();
    registering.release();
    await expect(message(page, text.accountCreated)).toBeVisible();
    await expect(copy.copy.getByRole('main').getByText(text.createdElsewhere)).toBeVisible();
    expect(copy.calls).toEqual(NONE);

    // Duplicated while the first code of another sign-up is on its way: before the code is
    // out only the form's draft is kept, so the copy is the form as filled, password apart,
    // and sends nothing.
    const other = businessOwner(newPhone());
    const sending = await hold(context, CALLS.sendCode);
    await page.goto(flows.path('/register?mode=signup'));
    // Filled once live, as the first sign-up was: the hold before then is flowEntry.spec.ts's.
    await untilLive(page);
    await flows.fillSignup(page.getByRole('main'), other);
    await tick(flows.signupForm(page.getByRole('main')).terms);
    await flows.signupForm(page.getByRole('main')).submit.click();
    await sending.arrived;
    const second = await duplicate(page);
    const copied = flows.signupForm(second.copy.getByRole('main'));
    await expect(copied.firstName).toHaveValue(other.firstName);
    await expect(copied.password).toHaveValue('');
    sending.release();
    await expect(page).toHaveURL(flows.endsAt('/verify-otp'));
    await expect(second.copy.getByRole('main').getByText(other.phone.shown)).toHaveCount(0);
    expect(second.calls).toEqual(NONE);
    expect([...copy.errors, ...second.errors]).toEqual([]);
  });
});

test.describe('a duplicated password reset', () => {
  test('the first tab changes the password: copies on the code screen and on the new password screen end on login, saying so, and send nothing', async ({
    page,
    api,
    stack,
    emulatorCodes,
    newPhone,
  }) => {
    const { flows, text } = en;
    const user = await api.createUser(newPhone());
    await flows.startReset(page, user.phone.local);
    const onCode = await duplicate(page);
    await expect(onCode.copy.getByRole('group', { name: flows.words.codeGroup })).toBeVisible();

    await flows.typeCode(page, await emulatorCodes.latest(user.phone.international));
    await expect(page).toHaveURL(flows.endsAt('/reset-password'));
    // Duplicated once verified, while the new password is on its way.
    const updating = await hold(page, `${stack.api}/auth/users/**`);
    await flows.submitNewPassword(page, 'first-tab-1');
    await updating.arrived;
    const onPassword = await duplicate(page);
    await expect(flows.resetForm(onPassword.copy).newPassword).toBeVisible();
    updating.release();
    await expect(message(page, text.passwordUpdated)).toBeVisible();

    for (const { copy, calls, errors } of [onCode, onPassword]) {
      await expect(copy).toHaveURL(flows.endsAt('/register?mode=login'));
      await expect(copy.getByRole('main').getByText(text.changedElsewhere)).toBeVisible();
      await expect(flows.loginForm(copy).phone).toHaveValue(
        phoneFieldValue(user.phone.international),
      );
      expect(await flowSessionKeys(copy)).toEqual(['e2e:duplicated']);
      expect(calls).toEqual(NONE);
      expect(errors).toEqual([]);
    }
    await flows.loginForm(onPassword.copy).password.fill('first-tab-1');
    await flows.loginForm(onPassword.copy).submit.click();
    await flows.expectLoggedIn(onPassword.copy);
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`both tabs send a new password (${locale}): the second is told its code was used and asked for a new one, the phone kept`, async ({
      page,
      api,
      stack,
      emulatorCodes,
      newPhone,
    }) => {
      const flows = flowsIn(locale);
      const text = textsIn(locale);
      const user = await api.createUser(newPhone());
      await flows.startReset(page, user.phone.local);
      await flows.typeCode(page, await emulatorCodes.latest(user.phone.international));
      await expect(page).toHaveURL(flows.endsAt('/reset-password'));

      let screens: Awaited<ReturnType<typeof watchArabicScreens>> | undefined;
      const { copy, calls, errors } = await duplicate(page, async (tab) => {
        if (locale === 'ar') screens = await watchArabicScreens(tab);
      });
      const held = await hold(copy, `${stack.api}/auth/users/**`);
      await flows.submitNewPassword(copy, 'second-tab-2');
      await held.arrived;
      await flows.submitNewPassword(page, 'first-tab-1');
      await expect(message(page, text.passwordUpdated)).toBeVisible();
      held.release();

      await expect(message(copy, text.proofRefused)).toBeVisible();
      await expect(copy).toHaveURL(flows.endsAt('/forget-password'));
      const main = copy.getByRole('main');
      await expect(main.getByRole('alert')).toHaveText(text.resetProofSpent);
      await expect(main.getByLabel(flows.words.field.phone)).toHaveValue(
        phoneFieldValue(user.phone.international),
      );
      await expect(main.getByRole('link', { name: text.login, exact: true })).toHaveAttribute(
        'href',
        flows.path('/register?mode=login'),
      );
      // A reload does not bring the spent proof back.
      expect(await flowSessionKeys(copy)).toEqual(['e2e:duplicated']);
      // The first tab's password holds; the second asks for a code to change it again.
      expect((await api.login(user.phone.international, 'first-tab-1')).status).toBe(200);
      await main.getByRole('button', { name: flows.words.sendCode }).click();
      await expect(copy).toHaveURL(flows.endsAt('/verify-otp?mode=password'));
      expect(calls).toEqual({ ...NONE, sendCode: 1, resetPassword: 1 });
      expect(errors).toEqual([]);
      if (screens) expect(await screens.english()).toEqual([]);
    });
  }
});
