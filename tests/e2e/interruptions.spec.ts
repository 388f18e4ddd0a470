import { flowScreens, flowText } from '../../src/content/flows';
import { fieldText, loginFormText, passwordPromptText } from '../../src/content/forms';
import { validationText } from '../../src/content/fields/validation';
import { testPhone } from '../helpers/phones';
import { expect, test } from './helpers/fixtures';
import {
  businessOwner,
  expectLoggedIn,
  loginForm,
  loginRequired,
  message,
  resetForm,
  submitNewPassword,
  signupForm,
  startReset,
  startSignup,
  typeCode,
} from './helpers/flows';

test.describe('reloads and the back button', () => {
  test('reload on /verify-otp keeps the sign-up; the password is chosen again, confirmed', async ({
    page,
    emulatorCodes,
    api,
    newPhone,
  }) => {
    const owner = businessOwner(newPhone());
    await startSignup(page, owner);
    const code = await emulatorCodes.latest(owner.phone.international);
    await page.reload();
    await expect(page).toHaveURL(/\/verify-otp/);
    await typeCode(page, code);
    // The pending sign-up was stored without its password: the owner chooses it again, and
    // with nothing to check it against, a confirmation that does not match is refused.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: flowScreens.password.title })).toBeVisible();
    await main.getByLabel(fieldText.password.label, { exact: true }).fill(owner.password);
    const confirm = main.getByLabel(fieldText.confirmPassword.label, { exact: true });
    await confirm.fill(`${owner.password}x`);
    await main.getByRole('button', { name: passwordPromptText.submit }).click();
    await expect(confirm).toBeFocused();
    await expect(
      main.getByText(validationText('signupPassword', 'confirmPassword', 'mismatch')),
    ).toBeVisible();
    await confirm.fill(owner.password);
    await main.getByRole('button', { name: passwordPromptText.submit }).click();
    await expect(message(page, flowText.accountCreated)).toBeVisible();
    expect((await api.login(owner.phone.international, owner.password)).status).toBe(200);
  });

  test('reload on /reset-password keeps the reset in progress', async ({
    page,
    api,
    emulatorCodes,
    newPhone,
  }) => {
    const user = await api.createUser(newPhone());
    await startReset(page, user.phone.local);
    await typeCode(page, await emulatorCodes.latest(user.phone.international));
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.reload();
    await submitNewPassword(page, 'after-reload-1');
    await expect(message(page, flowText.passwordUpdated)).toBeVisible();
    expect((await api.login(user.phone.international, 'after-reload-1')).status).toBe(200);
  });

  test('back from /verify-otp returns to the filled sign-up form', async ({ page, newPhone }) => {
    const owner = businessOwner(newPhone());
    await startSignup(page, owner);
    await page.goBack();
    await expect(page).toHaveURL(/\/register\?mode=signup$/);
    const form = signupForm(page.getByRole('main'));
    await expect(form.firstName).toHaveValue(owner.firstName);
    await expect(form.email).toHaveValue(owner.email);
    await expect(form.businessName).toHaveValue(owner.businessName);
    // The password stays while the tab lives (it is never stored), and so does the consent.
    await expect(form.password).toHaveValue(owner.password);
    await expect(form.terms).toBeChecked();
  });
});

test.describe('corrupted storage', () => {
  const flowKeys = ['otp', 'userData', 'phoneNumber', 'isResetting'];
  const junk = ['{not json', '[1,2', '{"version":999}', 'null', '42'];

  for (const value of junk) {
    test(`sessionStorage flow keys holding ${value} start the flows clean`, async ({
      page,
      gotoAndSettle,
    }) => {
      await page.addInitScript(
        ({ keys, v }) => keys.forEach((key) => window.sessionStorage.setItem(key, v)),
        { keys: flowKeys, v: value },
      );
      // Read and found wanting, the junk is gone rather than tried again. A page makes only
      // its own flow, which clears what it reads: the sign-up its details, the reset its
      // code, phone and verification.
      const left = () => page.evaluate((keys) => keys.filter((k) => k in sessionStorage), flowKeys);
      // The init script puts the junk back on every load; each screen must still start clean.
      for (const path of ['/verify-otp', '/verify-otp?mode=password']) {
        await gotoAndSettle(path);
        await expect(page.getByText(flowScreens.verify.noCode)).toBeVisible();
      }
      await gotoAndSettle('/verify-user');
      await expect(page.getByText(flowScreens.verifyUser.nothing)).toBeVisible();
      await expect.poll(left).not.toContain('userData');
      await gotoAndSettle('/reset-password');
      await expect(page.getByText(loginRequired)).toBeVisible();
      await expect.poll(left).toEqual(['userData']);
    });

    test(`localStorage userData holding ${value} boots logged out`, async ({
      page,
      gotoAndSettle,
    }) => {
      await page.addInitScript((v) => window.localStorage.setItem('userData', v), value);
      await gotoAndSettle('/');
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
      ).toBeVisible();
      // Read and found wanting by the app, which starts once the page has painted.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
      await gotoAndSettle('/success-login');
      await expect(page.getByText(loginRequired)).toBeVisible();
    });
  }
});

test.describe('the API stopped or slow', () => {
  test('login with the API unreachable says so and keeps the input', async ({
    page,
    stack,
    newPhone,
  }) => {
    await page.route(`${stack.api}/auth/login`, (route) => route.abort('connectionrefused'));
    const phone = newPhone().local;
    await page.goto('/register?mode=login');
    const form = loginForm(page);
    await form.phone.fill(phone);
    await form.password.fill('secret123');
    await form.submit.click();
    await expect(message(page, flowText.network)).toBeVisible();
    await expect(form.phone).toHaveValue(phone);
    await expect(form.password).toHaveValue('secret123');
    await expect(form.submit).toBeEnabled();
  });

  test('a slow login shows progress, cannot be sent twice, then succeeds', async ({
    page,
    stack,
    api,
    newPhone,
  }) => {
    const user = await api.createUser(newPhone());
    let calls = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${stack.api}/auth/login`, async (route) => {
      calls += 1;
      await released;
      await route.continue();
    });
    await page.goto('/register?mode=login');
    const form = loginForm(page);
    await form.phone.fill(user.phone.local);
    await form.password.fill(user.password);
    await form.submit.click();
    const busy = page.getByRole('main').getByRole('button', { name: loginFormText.en.pending });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true });
    await form.password.press('Enter');
    release();
    await expectLoggedIn(page);
    expect(calls).toBe(1);
  });

  test('a login refused for too many attempts shows the server message and keeps the input', async ({
    page,
    stack,
  }) => {
    const tooMany = 'Too many attempts. Please wait a minute and try again.';
    await page.route(`${stack.api}/auth/login`, (route) =>
      route.fulfill({ status: 429, json: { message: tooMany } }),
    );
    await page.goto('/register?mode=login');
    const form = loginForm(page);
    await form.phone.fill(testPhone().local);
    await form.password.fill('secret12');
    await form.submit.click();
    await expect(message(page, tooMany)).toBeVisible();
    // A refusal, not a server failure: the line under the form gives the server's words.
    await expect(page.locator('.form-error')).toHaveText(tooMany);
    await expect(page.getByText(flowText.loginFailedLine)).toHaveCount(0);
    await expect(form.phone).toHaveValue(testPhone().local);
    await expect(form.submit).toBeEnabled();
  });

  test('registration failing after the code says so and gives the form back filled in', async ({
    page,
    stack,
    emulatorCodes,
    newPhone,
  }) => {
    const owner = businessOwner(newPhone());
    await startSignup(page, owner);
    await page.route(`${stack.api}/auth/register`, (route) =>
      route.fulfill({ status: 500, body: 'upstream down' }),
    );
    await typeCode(page, await emulatorCodes.latest(owner.phone.international));
    await expect(message(page, flowText.registerFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/register\?mode=signup$/);
    const form = signupForm(page.getByRole('main'));
    await expect(form.firstName).toHaveValue(owner.firstName);
    await expect(form.email).toHaveValue(owner.email);
    await expect(form.businessName).toHaveValue(owner.businessName);
  });

  test('the password update failing says so and keeps the new password', async ({
    page,
    stack,
    api,
    emulatorCodes,
    newPhone,
  }) => {
    const user = await api.createUser(newPhone());
    await startReset(page, user.phone.local);
    await typeCode(page, await emulatorCodes.latest(user.phone.international));
    await page.route(`${stack.api}/auth/users/**`, (route) => route.fulfill({ status: 502 }));
    await submitNewPassword(page, 'fresh-pass-1');
    await expect(message(page, flowText.resetFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(resetForm(page).newPassword).toHaveValue('fresh-pass-1');
  });
});
