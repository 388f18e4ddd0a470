import { flowText } from '../../src/content/flows';
import { toasterCopy } from '../../src/content/toaster';
import { expect, test, untilLive } from './helpers/fixtures';
import { expectLoggedIn, logIn, loginForm, message } from './helpers/flows';

test('login with a local number: + format sent, session stored, Welcome menu, then logout', async ({
  page,
  context,
  stack,
  api,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  // Chromium only hands over a fetch body to an intercepted request, so pass it through one.
  const sent = new Promise<unknown>((resolve) =>
    page.route(`${stack.api}/auth/login`, async (route) => {
      if (route.request().method() === 'POST') resolve(route.request().postDataJSON());
      await route.continue();
    }),
  );
  await page.goto('/register?mode=login');
  const form = loginForm(page);
  await form.phone.fill(user.phone.local);
  await form.password.fill(user.password);
  await form.submit.click();
  expect(await sent).toEqual({
    username: user.phone.international,
    password: user.password,
  });

  await expect(message(page, flowText.loggedIn)).toBeVisible();
  await expectLoggedIn(page);
  await expect(page.locator('#download')).toBeInViewport();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
  expect(stored).toMatchObject({ token: expect.any(String) });
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token).toMatchObject({ value: stored.token, path: '/', sameSite: 'Strict' });

  const header = page.getByRole('banner');
  // Logout clears all of localStorage, not only the keys the session wrote.
  await page.evaluate(() => localStorage.setItem('lastVisit', 'yesterday'));
  await header.getByRole('button', { name: /^Welcome/ }).click();
  // Logout goes home and reloads the page: wait for that load before reading storage.
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('wrong password and unknown phone get the same server message', async ({
  page,
  api,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  const attempt = async (phone: string, password: string) => {
    await page.goto('/register?mode=login');
    const form = loginForm(page);
    await form.phone.fill(phone);
    await form.password.fill(password);
    const response = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
    await form.submit.click();
    const answer = await response;
    const { message: text } = (await answer.json()) as { message: string };
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    await expect(message(page, text)).toBeVisible();
    await expect(page).toHaveURL(/\/register\?mode=login$/);
    await expect(form.phone).toHaveValue(phone);
    return { status: answer.status(), text };
  };
  const wrongPassword = await attempt(user.phone.local, 'not-the-password');
  const unknownPhone = await attempt(newPhone().local, 'not-the-password');
  expect(unknownPhone).toEqual(wrongPassword);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});

test('login fields validate on blur', async ({ page, gotoAndSettle }) => {
  await gotoAndSettle('/register?mode=login');
  const form = loginForm(page);
  await form.phone.focus();
  await form.phone.blur();
  await expect(page.getByText('please enter your phone number')).toBeVisible();
  await form.password.focus();
  await form.password.blur();
  await expect(page.getByText('please enter your password')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('logout from the mobile menu clears the session and the cookie', async ({
    page,
    context,
    api,
    newPhone,
  }) => {
    const user = await api.createUser(newPhone());
    await logIn(page, user.phone.local, user.password);
    await expectLoggedIn(page);
    expect((await context.cookies()).some((c) => c.name === 'token')).toBe(true);

    // On a phone the login's toast lies over the header's menu button, and it stays while it
    // is hovered or the window is not focused (src/ui/Toaster.tsx): the owner closes it.
    await expect(message(page, flowText.loggedIn)).toBeVisible();
    await page.getByRole('button', { name: toasterCopy.close }).click();
    await expect(message(page, flowText.loggedIn)).toBeHidden();
    const header = page.getByRole('banner');
    // The page the login lands on settles its address (the members tab, the download
    // anchor) just after arriving, and a navigation closes the menu: open it once that is done.
    await expect(async () => {
      const menu = header.getByRole('button', { name: 'Menu' });
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const reloaded = page.waitForEvent('load');
    await header.getByRole('button', { name: 'Logout' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/$/);
    await header.getByRole('button', { name: 'Menu' }).click();
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });
});

test('a phone typed on the login goes along to the password reset, by either link', async ({
  page,
}) => {
  for (const link of ['Forgot password?', 'Reset password']) {
    await page.goto('/register?mode=login');
    // A link followed before the page is live is a plain page load, which carries nothing.
    await untilLive(page);
    const form = loginForm(page);
    await form.phone.fill('011 5678 9012');
    await page.getByRole('main').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    await expect(page.getByRole('main').getByLabel('Phone number')).toHaveValue('011 5678 9012');
  }
  // Nothing typed, nothing carried.
  await page.goto('/register?mode=login');
  await page.getByRole('main').getByRole('link', { name: 'Reset password', exact: true }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('main').getByLabel('Phone number')).toHaveValue('');
});
