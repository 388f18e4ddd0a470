import type { Page } from '@playwright/test';
import { loginRequiredText } from '../../src/content/forms';
import { pageMeta } from '../../src/content/pageMeta';
import { expect, test } from './helpers/fixtures';
import {
  expectLoggedIn,
  logIn,
  loginForm,
  loginRequired,
  resetForm,
  signupForm,
  startReset,
  submitNewPassword,
  typeCode,
} from './helpers/flows';
import { startLoggedIn } from './helpers/session';

// Whether the login prompt was put on any page of this test, even for a moment and across
// reloads: a page on its way out (a logout, a finished reset) must never flash it.
async function watchForPrompt(page: Page): Promise<() => boolean> {
  let shown = false;
  await page.exposeBinding('__promptShown', () => void (shown = true));
  await page.addInitScript((text) => {
    const report = (window as unknown as { __promptShown: () => void }).__promptShown;
    new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (added.some((node) => node.textContent?.includes(text))) report();
    }).observe(document, { childList: true, subtree: true });
  }, loginRequired);
  return () => shown;
}

for (const path of ['/success-login', '/success-signup', '/reset-password']) {
  test(`${path} logged out asks to log in first`, async ({ page, gotoAndSettle }) => {
    await gotoAndSettle(path);
    await expect(page.getByText(loginRequired)).toBeVisible();
    const main = page.getByRole('main');
    const login = { name: loginRequiredText.button, exact: true };
    await main.getByRole('link', login).or(main.getByRole('button', login)).click();
    await expect(page).toHaveURL(/\/register\?mode=login$/);
  });
}

for (const mode of ['signup', 'login']) {
  test(`/register?mode=${mode} logged in goes home`, async ({ page, api, newPhone }) => {
    await startLoggedIn(page, api, newPhone());
    await page.goto(`/register?mode=${mode}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(pageMeta.home.title);
  });
}

for (const mode of ['signup', 'login'] as const) {
  test(`/register?mode=${mode} logged out shows its form`, async ({ page, gotoAndSettle }) => {
    await gotoAndSettle(`/register?mode=${mode}`);
    const submit =
      mode === 'login' ? loginForm(page).submit : signupForm(page.getByRole('main')).submit;
    await expect(submit).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/register\\?mode=${mode}$`));
  });
}

for (const [path, key] of [
  ['/success-login', 'successLogin'],
  ['/success-signup', 'successSignup'],
] as const) {
  test(`${path} logged in shows its own page`, async ({ page, gotoAndSettle, api, newPhone }) => {
    await startLoggedIn(page, api, newPhone());
    await gotoAndSettle(path);
    await expect(page).toHaveTitle(pageMeta[key].title);
    await expect(page.getByText(loginRequired)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('/reset-password logged in but with no reset in progress still asks to log in', async ({
  page,
  gotoAndSettle,
  api,
  newPhone,
}) => {
  await startLoggedIn(page, api, newPhone());
  await gotoAndSettle('/reset-password');
  await expect(page.getByText(loginRequired)).toBeVisible();
});

test('logging out on /success-login goes home without the prompt on the way', async ({
  page,
  gotoAndSettle,
  api,
  newPhone,
}) => {
  const promptShown = await watchForPrompt(page);
  const user = await api.createUser(newPhone());
  await logIn(page, user.phone.local, user.password);
  await expectLoggedIn(page);
  await gotoAndSettle('/success-login');
  await expect(page).toHaveTitle(pageMeta.successLogin.title);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^Welcome/ }).click();
  // Logout goes home and reloads the page.
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(promptShown()).toBe(false);
});

test('/reset-password shows the new-password form while a reset is in progress, and a finished reset leaves without the prompt', async ({
  page,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const promptShown = await watchForPrompt(page);
  const user = await api.createUser(newPhone());
  await startReset(page, user.phone.local);
  await typeCode(page, await emulatorCodes.latest(user.phone.international));
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(resetForm(page).submit).toBeVisible();
  await submitNewPassword(page, 'new-secret-1');
  await expect(page).toHaveURL(/\/register\?mode=login$/);
  await expect(loginForm(page).submit).toBeVisible();
  expect(promptShown()).toBe(false);
  // Back on the reset page with the reset over, the prompt takes the form's place.
  await page.goto('/reset-password');
  await expect(page.getByText(loginRequired)).toBeVisible();
});
