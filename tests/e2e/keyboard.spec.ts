import type { Locator } from '@playwright/test';
import { flowScreens, flowText } from '../../src/content/flows';
import { fieldText, loginFormText } from '../../src/content/forms';
import { expect, test, untilLive } from './helpers/fixtures';
import {
  businessOwner,
  expectLoggedIn,
  loginForm,
  message,
  otpBoxes,
  resetForm,
  signupForm,
  tabTo,
} from './helpers/flows';

// Each flow once with the keyboard alone: Tab to move, type, Space to tick, Enter to send.
test('sign-up with the keyboard only', async ({ page, gotoAndSettle, emulatorCodes, newPhone }) => {
  const owner = businessOwner(newPhone());
  await gotoAndSettle('/');
  await tabTo(
    page,
    page.getByRole('banner').getByRole('link', { name: 'Create a business account' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register\?mode=signup$/);

  const form = signupForm(page.getByRole('main'));
  const typeInto = async (field: Locator, text: string) => {
    await tabTo(page, field);
    await page.keyboard.type(text);
  };
  await typeInto(form.firstName, owner.firstName);
  await typeInto(form.lastName, owner.lastName);
  await typeInto(form.email, owner.email);
  await typeInto(form.password, owner.password);
  await typeInto(form.businessName, owner.businessName);
  await tabTo(page, form.businessType);
  await page.keyboard.press('ArrowDown');
  await expect(form.businessType).not.toHaveValue('');
  await typeInto(form.website, owner.website);
  await typeInto(form.phone, owner.phone.local);
  await tabTo(page, form.terms);
  await page.keyboard.press('Space');
  await expect(form.terms).toBeChecked();
  await tabTo(page, form.submit);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/verify-otp/);
  const code = await emulatorCodes.latest(owner.phone.international);
  await tabTo(page, otpBoxes(page)[0] as Locator);
  await page.keyboard.type(code);
  await expect(message(page, flowText.accountCreated)).toBeVisible();
});

test('login and logout with the keyboard only', async ({ page, gotoAndSettle, api, newPhone }) => {
  const user = await api.createUser(newPhone());
  await gotoAndSettle('/');
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }));
  await page.keyboard.press('Enter');
  const form = loginForm(page);
  await tabTo(page, form.phone);
  await page.keyboard.type(user.phone.local);
  await tabTo(page, form.password);
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expectLoggedIn(page);

  const header = page.getByRole('banner');
  await tabTo(page, header.getByRole('button', { name: /^Welcome/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, header.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('password reset with the keyboard only', async ({
  page,
  gotoAndSettle,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  await gotoAndSettle('/register?mode=login');
  await tabTo(page, page.getByRole('link', { name: loginFormText.en.resetPassword }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forget-password$/);
  // The login screen (also with a phone field) stays until this one has rendered.
  await expect(page.getByRole('heading', { name: flowScreens.forgetPassword.title })).toBeVisible();
  await tabTo(page, page.getByRole('main').getByLabel(fieldText.phone.label));
  await page.keyboard.type(user.phone.local);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/verify-otp\?mode=password$/);
  const code = await emulatorCodes.latest(user.phone.international);
  await tabTo(page, otpBoxes(page)[0] as Locator);
  await page.keyboard.type(code);

  await expect(page).toHaveURL(/\/reset-password$/);
  const form = resetForm(page);
  await tabTo(page, form.newPassword);
  await page.keyboard.type('keyboard-9');
  await tabTo(page, form.confirm);
  await page.keyboard.type('keyboard-9');
  await page.keyboard.press('Enter');
  await expect(message(page, flowText.passwordUpdated)).toBeVisible();
  expect((await api.login(user.phone.international, 'keyboard-9')).status).toBe(200);
});

test('after a link or a redirect the focus is on the new page, not left behind', async ({
  page,
  gotoAndSettle,
}) => {
  await gotoAndSettle('/');
  // The router moves the focus; a link followed before the page is live is the browser's own
  // navigation, which starts the new page from its top.
  await untilLive(page);
  const header = page.getByRole('banner');
  await tabTo(page, header.getByRole('link', { name: 'About us' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about-us$/);
  // The next Tab starts from the page's heading, not from the header link.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

  // A flow screen places the focus on its own heading.
  await tabTo(page, header.getByRole('link', { name: 'Login', exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: flowScreens.login.title }),
  ).toBeFocused();
});

// The outline a focused element draws: its colour and style, as the browser computed them.
const ring = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, color: style.outlineColor };
  });
const BRAND_GREEN = 'rgb(20, 119, 101)';
const SUN = 'rgb(244, 201, 93)';

test('focus rings are the brand’s, the sun on dark bands, and a section the app focuses draws none', async ({
  page,
  gotoAndSettle,
}) => {
  await gotoAndSettle('/how-it-works?activeTab=1');
  const header = page.getByRole('banner');
  const aboutUs = header.getByRole('link', { name: 'About us' });
  await tabTo(page, aboutUs);
  expect(await ring(aboutUs)).toEqual({ style: 'solid', color: BRAND_GREEN });

  const footerLink = page.getByRole('contentinfo').getByRole('link').first();
  await tabTo(page, footerLink, 200);
  expect(await ring(footerLink)).toEqual({ style: 'solid', color: SUN });

  // Where a login lands (#download), the app moves the focus to that section, as it does
  // after every navigation (src/app/focusOnNavigate.ts): a place to start reading, not a
  // control, so no ring.
  const section = page.locator('#download');
  await section.evaluate((element: HTMLElement) => {
    element.setAttribute('tabindex', '-1');
    element.focus();
  });
  await expect(section).toBeFocused();
  expect((await ring(section)).style).toBe('none');

  // A flow step's heading, which the app focuses as the step opens, draws none either, even
  // after a key was pressed (when the browser counts a programmatic focus as visible).
  await page.keyboard.press('Shift+Tab');
  await page.goto('/register?mode=login');
  const heading = page.getByRole('heading', { level: 1, name: flowScreens.login.title });
  await expect(heading).toBeFocused();
  expect((await ring(heading)).style).toBe('none');
});
