import { flowText } from '../../src/content/flows';
import { loginFormText } from '../../src/content/forms';
import { phoneFieldValue } from '../../src/schemas/phone';
import { expect, test } from './helpers/fixtures';
import {
  expectLoggedIn,
  flowSessionKeys,
  logIn,
  loginForm,
  message,
  requestResetCode,
  submitNewPassword,
  typeCode,
} from './helpers/flows';

test('forgotten password: code, new password, login with the new one and not the old', async ({
  page,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  await page.goto('/register?mode=login');
  await page.getByRole('link', { name: loginFormText.en.resetPassword }).click();
  await expect(page).toHaveURL(/\/forget-password$/);

  await requestResetCode(page, user.phone.local);
  await expect(message(page, flowText.otpSent)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp\?mode=password$/);

  await typeCode(page, await emulatorCodes.latest(user.phone.international));
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await page.evaluate(() => sessionStorage.getItem('isResetting'))).toBeTruthy();

  // Password managers learn whose password this is: the phone, as the login names it.
  await expect(page.locator('form input[autocomplete="username"]')).toHaveValue(
    phoneFieldValue(user.phone.international),
  );
  await submitNewPassword(page, 'new-secret-1', 'new-secret-2');
  await expect(page.getByText('password is not match')).toBeVisible();
  // The update is read to its end, not left open and cut off by the page that follows.
  const finished = page.waitForEvent(
    'requestfinished',
    (r) => r.method() === 'PUT' && r.url().endsWith('/password/reset'),
  );
  await submitNewPassword(page, 'new-secret-1');
  await finished;
  await expect(message(page, flowText.passwordUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/register\?mode=login$/);
  expect(await flowSessionKeys(page)).toEqual([]);
  // The login that follows has the phone filled in and waits for the new password.
  const login = loginForm(page);
  await expect(login.phone).toHaveValue(phoneFieldValue(user.phone.international));
  await expect(login.password).toBeFocused();
  await expect(login.phone).toHaveAttribute('autocomplete', 'username');
  await expect(login.password).toHaveAttribute('autocomplete', 'current-password');

  expect((await api.login(user.phone.international, user.password)).status).toBeGreaterThanOrEqual(
    400,
  );
  await logIn(page, user.phone.local, 'new-secret-1');
  await expectLoggedIn(page);
});
