import type { Page } from '@playwright/test';
import { flowText, successPages } from '../../src/content/flows';
import { expect, test } from './helpers/fixtures';
import { expectLoggedIn, logIn, loginRequired, message } from './helpers/flows';
import { startLoggedIn, storeSession } from './helpers/session';

// A stored login is checked with the API when the site starts. Only the API's 401 ends it:
// then storage and cookie are cleared, the page on screen asks to log in, and a toast says
// why, all without reloading the page.

function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    welcome: banner.getByRole('button', { name: /^Welcome/ }),
    login: banner.getByRole('link', { name: 'Login', exact: true }),
  };
}

async function expectLoggedOutInPlace(page: Page, text: string) {
  await expect(message(page, text)).toBeVisible();
  await expect(page.getByText(loginRequired)).toBeVisible();
  await expect(header(page).login).toBeVisible();
  await expect(page).toHaveURL(/\/success-login$/);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
}

test('a password reset elsewhere ends the session: the next load logs out with the message', async ({
  page,
  stack,
  api,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  await logIn(page, user.phone.local, user.password);
  await expectLoggedIn(page);
  const { token } = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('userData') ?? '{}'),
  )) as {
    token: string;
  };
  expect((await api.me(token)).status).toBe(200);

  // The password is reset from another device, with a new phone proof.
  await api.resetPassword(user.phone, 'reset-elsewhere-1');
  expect((await api.me(token)).status).toBe(401);

  // The check is held until the page is marked, so the mark shows the page never reloads.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${stack.api}/auth/me`, async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/auth/me') && r.request().method() === 'GET',
  );
  await page.goto('/success-login');
  // While the API is asked, the owner is shown as logged in.
  await expect(
    page.getByRole('heading', { level: 1, name: successPages.login.title }),
  ).toBeVisible();
  await expect(header(page).welcome).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  release();

  const answer = await answered;
  expect(answer.status()).toBe(401);
  expect(answer.request().headers().authorization).toBe(`Bearer ${token}`);
  const { message: text } = (await answer.json()) as { message: string };
  expect(text).toBe('Your session has ended. Please login again.');
  await expectLoggedOutInPlace(page, text);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Logging in again with the new password works at once.
  await logIn(page, user.phone.local, 'reset-elsewhere-1');
  await expectLoggedIn(page);
});

test('a stored session with a garbage token is logged out at start', async ({
  page,
  context,
  stack,
}) => {
  await storeSession(page, { token: 'not-a-token', firstName: 'Nour' });
  await context.addCookies([{ name: 'token', value: 'not-a-token', url: stack.site }]);
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/me'));
  await page.goto('/success-login');
  expect((await answered).status()).toBe(401);
  await expectLoggedOutInPlace(page, flowText.sessionEnded);
});

test('a session check that cannot reach the API keeps the owner logged in', async ({
  page,
  stack,
  api,
  newPhone,
}) => {
  await startLoggedIn(page, api, newPhone());
  let attempts = 0;
  await page.route(`${stack.api}/auth/me`, (route) => {
    attempts += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/success-login');
  // A read is tried three times before the app gives up on an answer.
  await expect.poll(() => attempts).toBe(3);
  await expect(
    page.getByRole('heading', { level: 1, name: successPages.login.title }),
  ).toBeVisible();
  await expect(header(page).welcome).toBeVisible();
  await expect(message(page, flowText.sessionEnded)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).not.toBeNull();
});
