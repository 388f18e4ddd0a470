// The owner's path through sign-up, login and reset as a first-time business owner meets it:
// messages that tell the truth, nothing typed lost, the phone field made for Egypt, the code
// screen ready to type into, and the steps shown.
import type { Locator, Page } from '@playwright/test';
import { flowScreens, flowText, getHelpText } from '../../src/content/flows';
import { signupSteps } from '../../src/content/steps/signup';
import { resetSteps } from '../../src/content/steps/reset';
import { otpText } from '../../src/content/forms';
import { howItWorks } from '../../src/content/howItWorks';
import { phoneFieldValue } from '../../src/schemas/phone';
import { expect, test } from './helpers/fixtures';
import {
  businessOwner,
  expectLoggedIn,
  flowsIn,
  loginForm,
  otpBoxes,
  submitNewPassword,
  signupForm,
  startReset,
  startSignup,
  typeCode,
} from './helpers/flows';
import { hold, look } from './helpers/look';
import { m } from '../../src/paraglide/messages.js';

const toasts = (page: Page) => page.locator('.Toastify__toast');
const errorLine = (page: Page) => page.getByRole('main').locator('.form-error');
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]');

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const inArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);

test('a wrong password reads as a refusal, a server failure as one, each said once', async ({
  page,
  stack,
  api,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  await page.goto('/register?mode=login');
  const form = loginForm(page);
  await form.phone.fill(user.phone.local);
  await form.password.fill('not-the-password');
  const refused = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
  await form.submit.click();
  const answer = await refused;
  expect(answer.status()).toBe(401);
  const { message: refusal } = (await answer.json()) as { message: string };
  await expect(errorLine(page)).toHaveText(refusal);
  await expect(page.getByText(flowText.loginFailedLine, { exact: true })).toHaveCount(0);
  await expect(form.phone).toHaveValue(user.phone.local);
  await expect(form.password).toHaveValue('not-the-password');
  // The line says it; no toast says it again over the page.
  await expect(page.getByRole('main').getByRole('link', { name: getHelpText.link })).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await look(page, 'register-login-refused');

  // The server breaking is said as such, once: its 'Internal server error' is the line's words.
  await page.route(`${stack.api}/auth/login`, (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  );
  await form.submit.click();
  await expect(errorLine(page)).toHaveText(flowText.loginFailedLine);
  await expect(toasts(page)).toHaveCount(0);
  await look(page, 'register-login-server-error');
  await page.unroute(`${stack.api}/auth/login`);

  await form.password.fill(user.password);
  await form.submit.click();
  await expectLoggedIn(page);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveText(flowText.loggedIn);
});

test('Arabic-Indic digits log in like Latin ones', async ({ page, api, newPhone }) => {
  const user = await api.createUser(newPhone());
  await page.goto('/register?mode=login');
  const form = loginForm(page);
  // Written the way Egyptians write a number.
  await expect(form.phone).toHaveAttribute('placeholder', '010 0123 4567');
  await expect(form.phone).toHaveAttribute('inputmode', 'tel');
  // The account's name, which password managers save the password under.
  await expect(form.phone).toHaveAttribute('autocomplete', 'username');
  await form.phone.fill(inArabicIndic(user.phone.local));
  await form.password.fill(user.password);
  // The account exists only under its Latin-digit international number: the login lands.
  await form.submit.click();
  await expectLoggedIn(page);
});

test('sign-up keeps every field through Back, shows its steps, and ends on a filled login', async ({
  page,
  emulatorCodes,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await page.goto('/register?mode=signup');
  await expect(currentStep(page)).toContainText(signupSteps[0]);
  await startSignup(page, owner);

  // On the code screen the first box has the focus, ready for the code.
  await expect(currentStep(page)).toContainText(signupSteps[1]);
  const [first, , , , , last] = otpBoxes(page) as [Locator, ...Locator[]];
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('inputmode', 'numeric');
  // The number in full, as typed moments ago, so a typo shows.
  await expect(page.getByRole('main').getByText(owner.phone.shown)).toBeVisible();
  await look(page, 'verify-otp-steps');

  // Back to the form: everything as submitted, password and terms included, and the number
  // ready to type over.
  await page.getByRole('button', { name: otpText.changeNumber }).click();
  const form = signupForm(page.getByRole('main'));
  await expect(form.email).toHaveValue(owner.email);
  await expect(form.password).toHaveValue(owner.password);
  await expect(form.terms).toBeChecked();
  await expect(form.phone).toHaveValue(phoneFieldValue(owner.phone.international));
  await expect(form.phone).toBeFocused();
  expect(
    await form.phone.evaluate((input: HTMLInputElement) => [
      input.selectionStart,
      input.selectionEnd,
    ]),
  ).toEqual([0, phoneFieldValue(owner.phone.international).length]);
  await form.submit.click();
  await expect(page).toHaveURL(/\/verify-otp/);

  // Slow typing: Verify with five digits says what is missing, and waits for the sixth.
  const code = await emulatorCodes.latest(owner.phone.international, 1);
  await typeCode(page, code.slice(0, 5));
  await page.getByRole('button', { name: otpText.verify }).click();
  await expect(page.getByText(otpText.incomplete(6))).toBeVisible();
  await expect(last as Locator).toBeFocused();
  await page.keyboard.type(code.slice(5));

  await expect(page).toHaveURL(/\/register\?mode=login$/);
  const login = loginForm(page);
  await expect(page.getByText(flowScreens.login.accountCreated)).toBeVisible();
  // The heading says what the step bar says; no "welcome back" for a new account.
  await expect(
    page.getByRole('heading', { level: 1, name: flowScreens.login.readyTitle }),
  ).toBeVisible();
  await expect(page.getByText(flowScreens.login.lead)).toHaveCount(0);
  await expect(login.phone).toHaveValue(phoneFieldValue(owner.phone.international));
  await expect(login.password).toBeFocused();
  await expect(currentStep(page)).toContainText(signupSteps[2]);
  await look(page, 'register-login-account-created');

  // Back from here is the sign-up's first screen, not its spent code step.
  await page.goBack();
  await expect(page).toHaveURL(/\/register\?mode=signup$/);
  await expect(page.getByRole('heading', { name: flowScreens.signup.title })).toBeVisible();
  await page.goForward();
  await expect(login.password).toBeFocused();

  await page.keyboard.type(owner.password);
  await page.keyboard.press('Enter');
  await expectLoggedIn(page);
  // The focus follows to the section the login lands on, which says what to do next.
  const next = page.locator('#download');
  await expect(next).toBeFocused();
  await expect(next).toContainText(howItWorks.members.nextStep.title);
  for (const step of howItWorks.members.nextStep.steps) await expect(next).toContainText(step);
});

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a reset for a number with no account says so right after the code, before any new password`, async ({
    page,
    emulatorCodes,
    newPhone,
  }) => {
    const flows = flowsIn(locale);
    const say = { locale };
    const phone = newPhone();
    await flows.startReset(page, phone.local);
    // The answer is held a moment, so the screen shown while it is asked can be seen.
    const release = await hold(page, '**/password/reset');
    await flows.typeCode(page, await emulatorCodes.latest(phone.international));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: m.screen_checking_account_title({}, say) }),
    ).toBeVisible();
    await expect(main.getByRole('status')).toHaveText(m.screen_checking_account_status({}, say));
    await look(page, `reset-checking-account-${locale}`);
    release();

    await expect(
      main.getByRole('heading', { name: m.screen_no_account_title({}, say) }),
    ).toBeVisible();
    await expect(page).toHaveURL(flows.endsAt('/reset-password'));
    await expect(main.getByRole('alert')).toHaveText(m.flow_no_account({}, say));
    // No new password was asked for, and nothing says the reset failed.
    await expect(main.getByLabel(flows.words.field.newPassword, { exact: true })).toHaveCount(0);
    await expect(page.getByText(m.flow_reset_failed({}, say), { exact: true })).toHaveCount(0);
    await look(page, `reset-password-no-account-${locale}`);

    await main.getByRole('button', { name: m.screen_no_account_signup({}, say) }).click();
    await expect(page).toHaveURL(flows.endsAt('/register?mode=signup'));
    await expect(flows.signupForm(main).phone).toHaveValue(phoneFieldValue(phone.international));
  });
}

test('Back after a finished reset goes to the phone screen, not a spent step', async ({
  page,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  await startReset(page, user.phone.local);
  await expect(currentStep(page)).toContainText(resetSteps[1]);
  await typeCode(page, await emulatorCodes.latest(user.phone.international));
  await expect(currentStep(page)).toContainText(resetSteps[2]);
  await submitNewPassword(page, 'fresh-pass-1');
  await expect(page).toHaveURL(/\/register\?mode=login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('heading', { name: flowScreens.forgetPassword.title })).toBeVisible();
});
