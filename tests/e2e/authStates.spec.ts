// Every auth screen in the states an owner meets (empty screens are in pages.spec.ts): refused
// input, a call on its way, a failure. Each is pictured at both widths and checked with axe;
// the last test walks a sign-up with touch alone, as on a phone.
import type { Locator } from '@playwright/test';
import { flowScreens, flowText } from '../../src/content/flows';
import {
  fieldText,
  loginFormText,
  otpText,
  passwordPromptText,
  phoneFormText,
  resetPasswordFormText,
  signupFormText,
} from '../../src/content/forms';
import { expect, test } from './helpers/fixtures';
import {
  businessOwner,
  fillSignup,
  loginForm,
  otpBoxes,
  submitNewPassword,
  signupForm,
  startReset,
  startSignup,
  typeCode,
  wrongCodeFor,
  tick,
} from './helpers/flows';
import { hold, look } from './helpers/look';

test.describe.configure({ timeout: 90_000 });

const sendCodeUrl = (emulator: string) => `${emulator}/**/accounts:sendVerificationCode*`;
const checkCodeUrl = (emulator: string) => `${emulator}/**/accounts:signInWithPhoneNumber*`;

test('sign-up form: refused fields, then the code on its way', async ({
  page,
  stack,
  newPhone,
}) => {
  await page.goto('/register?mode=signup');
  const main = page.getByRole('main');
  const form = signupForm(main);
  await form.submit.click();
  await expect(main.getByText('please enter lastname')).toBeVisible();
  await expect(main.getByText('you must agree to our terms and conditions')).toBeVisible();
  await look(page, 'register-signup-errors');

  const release = await hold(page, sendCodeUrl(stack.emulator));
  await fillSignup(main, businessOwner(newPhone()));
  await tick(form.terms);
  await form.submit.click();
  await expect(main.getByRole('button', { name: signupFormText.pending })).toBeDisabled();
  await look(page, 'register-signup-sending');
  release();
  await expect(page).toHaveURL(/\/verify-otp/);
});

test('login: refused fields, then the check on its way', async ({ page, stack, api, newPhone }) => {
  const user = await api.createUser(newPhone());
  await page.goto('/register?mode=login');
  const form = loginForm(page);
  await form.phone.fill('12');
  await form.submit.click();
  await expect(page.getByText('please enter your password')).toBeVisible();
  await look(page, 'register-login-errors');

  const release = await hold(page, `${stack.api}/auth/login`);
  await form.phone.fill(user.phone.local);
  await form.password.fill(user.password);
  await form.submit.click();
  await expect(
    page.getByRole('main').getByRole('button', { name: loginFormText.en.pending }),
  ).toBeDisabled();
  await look(page, 'register-login-pending');
  release();
  await expect(page).toHaveURL(/\/how-it-works/);
});

test('reset phone screen: refused number, then the code on its way', async ({
  page,
  stack,
  newPhone,
}) => {
  await page.goto('/forget-password');
  const main = page.getByRole('main');
  await main.getByLabel(fieldText.phone.label).fill('02 2345 6789');
  await main.getByRole('button', { name: phoneFormText.submit }).click();
  await expect(main.getByText(/Enter a valid Egyptian mobile number/)).toBeVisible();
  await look(page, 'forget-password-errors');

  const release = await hold(page, sendCodeUrl(stack.emulator));
  await main.getByLabel(fieldText.phone.label).fill(newPhone().local);
  await main.getByRole('button', { name: phoneFormText.submit }).click();
  await expect(main.getByRole('button', { name: phoneFormText.pending })).toBeDisabled();
  await look(page, 'forget-password-sending');
  release();
  await expect(page).toHaveURL(/\/verify-otp\?mode=password$/);
});

test('code screen: a wrong code, then a code being checked', async ({
  page,
  stack,
  emulatorCodes,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await startSignup(page, owner);
  const code = await emulatorCodes.latest(owner.phone.international);
  await typeCode(page, wrongCodeFor(code));
  await expect(page.getByText(flowText.invalidCode, { exact: true }).first()).toBeVisible();
  await expect(otpBoxes(page)[0] as Locator).toBeFocused();
  await look(page, 'verify-otp-wrong-code');

  const release = await hold(page, checkCodeUrl(stack.emulator));
  await typeCode(page, code);
  await expect(page.getByRole('button', { name: otpText.verifying })).toBeDisabled();
  await look(page, 'verify-otp-verifying');
  release();
  await expect(page).toHaveURL(/\/register\?mode=login$/);
});

test('password chosen again after a reload: a mismatch, then the account being created', async ({
  page,
  stack,
  emulatorCodes,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await startSignup(page, owner);
  const code = await emulatorCodes.latest(owner.phone.international);
  await page.reload();
  await typeCode(page, code);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: flowScreens.password.title })).toBeVisible();
  await main.getByLabel(fieldText.password.label, { exact: true }).fill(owner.password);
  await main.getByLabel(fieldText.confirmPassword.label).fill('something-else');
  await main.getByRole('button', { name: passwordPromptText.submit }).click();
  await look(page, 'verify-otp-password-mismatch');

  const release = await hold(page, `${stack.api}/auth/register`);
  await main.getByLabel(fieldText.confirmPassword.label).fill(owner.password);
  await main.getByRole('button', { name: passwordPromptText.submit }).click();
  await expect(main.getByRole('status')).toContainText(flowScreens.registering.status);
  await look(page, 'verify-otp-registering');
  release();
  await expect(page).toHaveURL(/\/register\?mode=login$/);
});

test('new password: a mismatch, then the update on its way', async ({
  page,
  stack,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  await startReset(page, user.phone.local);
  await typeCode(page, await emulatorCodes.latest(user.phone.international));
  await submitNewPassword(page, 'fresh-pass-1', 'fresh-pass-2');
  await expect(page.getByText('password is not match')).toBeVisible();
  await look(page, 'reset-password-errors');

  const release = await hold(page, `${stack.api}/auth/users/**`);
  await submitNewPassword(page, 'fresh-pass-1');
  await expect(
    page.getByRole('main').getByRole('button', { name: resetPasswordFormText.pending }),
  ).toBeDisabled();
  await look(page, 'reset-password-updating');
  release();
  await expect(page).toHaveURL(/\/register\?mode=login$/);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('sign-up and login with taps alone', async ({ page, emulatorCodes, newPhone }) => {
    const owner = businessOwner(newPhone());
    await page.goto('/register?mode=signup');
    const main = page.getByRole('main');
    const form = signupForm(main);
    await fillSignup(main, owner);
    await form.terms.tap();
    await expect(form.terms).toBeChecked();
    await form.submit.tap();
    await expect(page).toHaveURL(/\/verify-otp/);
    const code = await emulatorCodes.latest(owner.phone.international);
    await (otpBoxes(page)[0] as Locator).tap();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/register\?mode=login$/);
    const login = loginForm(page);
    await login.password.fill(owner.password);
    await login.submit.tap();
    await expect(page).toHaveURL(/\/how-it-works\?activeTab=1#download$/);
  });
});
