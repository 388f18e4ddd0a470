import type { Request } from '@playwright/test';
import { flowText } from '../../src/content/flows';
import { howItWorks } from '../../src/content/howItWorks';
import { accountExistsText } from '../../src/content/forms';
import { expectNoAxeViolations } from './helpers/axe';
import { expect, test } from './helpers/fixtures';
import {
  businessOwner,
  expectLoggedIn,
  fillSignup,
  flowSessionKeys,
  logIn,
  message,
  pasteCode,
  signupForm,
  startSignup,
  tabTo,
  typeCode,
  tick,
} from './helpers/flows';
import { viewports } from './helpers/routes';

const pendingKeys = ['otp', 'userData', 'phoneNumber'];

test('every sign-up field says what is wrong with it', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/register?mode=signup');
  const form = signupForm(page.getByRole('main'));

  // On blur, before any submit.
  await form.firstName.focus();
  await form.firstName.blur();
  await expect(page.getByText('please enter firstnamt')).toBeVisible();

  await form.submit.click();
  for (const text of [
    'please enter lastname',
    'please enter your email',
    'please enter your password',
    'please enter your business name',
    'please enter your business type',
    'please enter your phone number',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await form.email.fill('not-an-email');
  await form.email.blur();
  await expect(page.getByText('invalid email')).toBeVisible();
  await form.password.fill('abc');
  await form.password.blur();
  await expect(page.getByText('password must be at least 6 characters')).toBeVisible();
  await form.website.fill('not a site');
  await form.website.blur();
  await expect(page.getByText('Must be a valid domain or URL')).toBeVisible();
  await expect(page).toHaveURL(/\/register\?mode=signup$/);
});

test('sign-up from Home: terms refusal, code typed box by box, account created, login works', async ({
  page,
  gotoAndSettle,
  emulatorCodes,
  api,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await gotoAndSettle('/');
  await page.getByRole('main').getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/register\?mode=signup$/);

  const form = signupForm(page.getByRole('main'));
  await fillSignup(page.getByRole('main'), owner);
  await form.submit.click();
  await expect(page.getByText('you must agree to our terms and conditions')).toBeVisible();
  await expect(page).toHaveURL(/\/register\?mode=signup$/);

  await tick(form.terms);
  await form.submit.click();
  await expect(message(page, flowText.otpSent)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp/);
  expect(await flowSessionKeys(page)).toEqual(expect.arrayContaining(pendingKeys));
  const stored = await page.evaluate(() => window.sessionStorage.getItem('userData') ?? '');
  expect(stored).not.toContain(owner.password);

  // Registration carries the code confirmation's ID token as its proof of the phone.
  const isRegister = (r: Request) => r.url().endsWith('/auth/register') && r.method() === 'POST';
  const registered = page.waitForRequest(isRegister);
  // Read to its end, not left open and cut off by the login page that follows.
  const finished = page.waitForEvent('requestfinished', isRegister);
  await typeCode(page, await emulatorCodes.latest(owner.phone.international));
  expect((await registered).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
  await finished;
  await expect(message(page, flowText.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/register\?mode=login$/);
  expect(await flowSessionKeys(page)).toEqual([]);

  expect((await api.login(owner.phone.international, owner.password)).status).toBe(200);
  await logIn(page, owner.phone.local, owner.password);
  await expectLoggedIn(page);
});

test('sign-up from How it works with the code pasted whole', async ({
  page,
  gotoAndSettle,
  emulatorCodes,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await gotoAndSettle('/how-it-works?activeTab=0');
  const section = page.getByRole('region', { name: howItWorks.businesses.signup.title });
  // The form loads as the owner scrolls towards it.
  await section.scrollIntoViewIfNeeded();
  await fillSignup(section, owner);
  const form = signupForm(section);
  await tick(form.terms);
  await form.submit.click();
  await expect(page).toHaveURL(/\/verify-otp/);

  await pasteCode(page, await emulatorCodes.latest(owner.phone.international));
  await expect(message(page, flowText.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/register\?mode=login$/);
  expect(await flowSessionKeys(page)).toEqual([]);

  await logIn(page, owner.phone.local, owner.password);
  await expectLoggedIn(page);
});

test('a phone that already has an account is offered to log in or reset the password', async ({
  page,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const existing = await api.createUser(newPhone());
  const owner = businessOwner(existing.phone);
  await startSignup(page, owner);
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/register'));
  await typeCode(page, await emulatorCodes.latest(owner.phone.international));
  const answer = await answered;
  expect(answer.status()).toBe(409);
  const { message: text } = (await answer.json()) as { message: string };
  expect(text).toBe(accountExistsText.message);

  // The form with the message and two ways on; no toast says the message again over it.
  await expect(page).toHaveURL(/\/register\?mode=signup$/);
  const notice = page.getByRole('main').getByRole('alert').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toHaveCount(0);
  const login = notice.getByRole('link', { name: accountExistsText.login });
  const reset = notice.getByRole('link', { name: accountExistsText.resetPassword });
  await expect(login).toHaveAttribute('href', '/register?mode=login');
  await expect(reset).toHaveAttribute('href', '/forget-password');
  await expect(signupForm(page.getByRole('main')).email).toHaveValue(owner.email);

  // Looked at, at phone and desktop width, and checked with axe.
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `screenshots/${viewport.name}/register-signup-account-exists.png`,
      animations: 'disabled',
    });
    await expectNoAxeViolations(page);
  }

  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forget-password$/);
});
