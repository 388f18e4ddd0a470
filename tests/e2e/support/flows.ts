import { expect, type Locator, type Page } from '@playwright/test';
import {
  fieldText,
  loginFormText,
  loginRequiredText,
  otpText,
  phoneFormText,
  resetPasswordFormText,
  signupFormText,
  termsText,
} from '../../../src/content/forms';
import { flowScreens } from '../../../src/content/flows';
import type { TestPhone } from '../../support/phones';

// What a person types into the screens, and the screen steps every flow suite shares.
// Selectors go through roles and labels only, as a screen reader user would find them.

export interface BusinessOwner {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  businessName: string;
  businessType: string;
  website: string;
  phone: TestPhone;
}

export function businessOwner(phone: TestPhone): BusinessOwner {
  return {
    firstName: 'Salma',
    lastName: 'Fawzy',
    email: `salma${phone.local}@studio.example`,
    password: 'lotus-2025',
    businessName: 'Lotus Yoga Studio',
    businessType: 'Yoga studio',
    website: 'lotus-yoga.example',
    phone,
  };
}

export function signupForm(scope: Page | Locator) {
  return {
    firstName: scope.getByLabel(fieldText.firstName.label),
    lastName: scope.getByLabel(fieldText.lastName.label),
    email: scope.getByLabel(fieldText.email.label),
    password: scope.getByLabel(fieldText.password.label, { exact: true }),
    businessName: scope.getByLabel(fieldText.businessName.label),
    businessType: scope.getByLabel(fieldText.businessType.label),
    website: scope.getByLabel(new RegExp(`^${fieldText.websiteUrl.label}`)),
    phone: scope.getByLabel(fieldText.phone.label),
    terms: scope.getByRole('checkbox', { name: new RegExp(termsText.before.trim()) }),
    submit: scope.getByRole('button', { name: signupFormText.submit }),
  };
}

export async function fillSignup(scope: Page | Locator, owner: BusinessOwner): Promise<void> {
  const form = signupForm(scope);
  await form.firstName.fill(owner.firstName);
  await form.lastName.fill(owner.lastName);
  await form.email.fill(owner.email);
  await form.password.fill(owner.password);
  await form.businessName.fill(owner.businessName);
  await form.businessType.selectOption({ label: owner.businessType });
  await form.website.fill(owner.website);
  await form.phone.fill(owner.phone.local);
}

export function loginForm(page: Page) {
  const main = page.getByRole('main');
  return {
    phone: main.getByLabel(loginFormText.en.phone),
    password: main.getByLabel(loginFormText.en.password, { exact: true }),
    submit: main.getByRole('button', { name: loginFormText.en.submit, exact: true }),
  };
}

export function otpBoxes(page: Page): Locator[] {
  return Array.from({ length: 6 }, (_, i) => page.getByLabel(otpText.digitLabel(i + 1, 6)));
}

/** Types the code one digit per box, as a user reading it off their phone does. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const boxes = otpBoxes(page);
  await boxes[0]?.click();
  for (const digit of code) await page.keyboard.type(digit);
}

/** Pastes the whole code into the first box with the keyboard, as from a copied message. */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await (otpBoxes(page)[0] as Locator).focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** The app's toasts, and any other live message, by their text. */
export function message(page: Page, text: string | RegExp): Locator {
  return page.getByText(text, { exact: true }).first();
}

/** Presses Tab until `target` has focus: moves through the page as a keyboard user does. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

export async function logIn(page: Page, phoneTyped: string, password: string): Promise<void> {
  await page.goto('/register?mode=login');
  const form = loginForm(page);
  await form.phone.fill(phoneTyped);
  await form.password.fill(password);
  await form.submit.click();
}

export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/how-it-works\?activeTab=1#download$/);
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^Welcome/ })
      .or(page.getByRole('banner').getByRole('button', { name: 'Menu' })),
  ).toBeVisible();
}

export function resetForm(page: Page) {
  return {
    newPassword: page.getByLabel(fieldText.newPassword.label, { exact: true }),
    confirm: page.getByLabel(fieldText.confirmNewPassword.label, { exact: true }),
    submit: page.getByRole('main').getByRole('button', { name: resetPasswordFormText.submit }),
  };
}

/** On /reset-password: types the new password and its confirmation, and submits them. */
export async function submitNewPassword(
  page: Page,
  password: string,
  confirm = password,
): Promise<void> {
  const form = resetForm(page);
  await form.newPassword.fill(password);
  await form.confirm.fill(confirm);
  await form.submit.click();
}

/** On /forget-password: asks for a code for this phone. */
export async function requestResetCode(page: Page, phoneTyped: string): Promise<void> {
  // The URL changes before the new screen replaces the old one, and the login screen has a
  // phone field too: wait for this screen's heading so the number goes into the right form.
  await expect(
    page.getByRole('heading', { level: 1, name: flowScreens.forgetPassword.title }),
  ).toBeVisible();
  await page.getByRole('main').getByLabel(fieldText.phone.label).fill(phoneTyped);
  await page.getByRole('main').getByRole('button', { name: phoneFormText.submit }).click();
}

/** Fills and submits the sign-up form (terms ticked) and waits for the code screen. */
export async function startSignup(page: Page, owner: BusinessOwner): Promise<void> {
  await page.goto('/register?mode=signup');
  const main = page.getByRole('main');
  await fillSignup(main, owner);
  const form = signupForm(main);
  await form.terms.check();
  await form.submit.click();
  await expect(page).toHaveURL(/\/verify-otp/);
}

/** Starts a reset for a phone and waits for the code screen. */
export async function startReset(page: Page, phoneTyped: string): Promise<void> {
  await page.goto('/forget-password');
  await requestResetCode(page, phoneTyped);
  await expect(page).toHaveURL(/\/verify-otp\?mode=password$/);
}

export const loginRequired = loginRequiredText.title;

/**
 * What the flows keep in the tab's sessionStorage, apart from the support trace (which holds
 * names and codes only, never an owner's details; see docs/support-replay.md).
 */
export async function flowSessionKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(() => Object.keys(window.sessionStorage));
  return keys.filter((key) => key !== 'flowTrace');
}

/** A six-digit code that is surely not the one sent; `step` 1 to 9 gives different ones. */
export function wrongCodeFor(code: string, step = 1): string {
  return code.slice(0, 5) + String((Number(code.slice(5)) + step) % 10);
}
