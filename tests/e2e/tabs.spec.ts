import type { Page } from '@playwright/test';
import { flowText } from '../../src/content/flows';
import { storageNoticeCopy } from '../../src/content/storageNotice';
import { expect, test } from './helpers/fixtures';
import { look } from './helpers/look';
import {
  businessOwner,
  expectLoggedIn,
  logIn,
  loginRequired,
  message,
  startSignup,
  typeCode,
} from './helpers/flows';

// Tabs of one browser share localStorage; what one tab does to the session, the others
// follow. And a browser that will not store anything still gets the whole flow.

function header(page: Page) {
  const banner = page.getByRole('banner');
  return {
    welcome: banner.getByRole('button', { name: /^Welcome/ }),
    logout: banner.getByRole('button', { name: 'Logout' }),
    login: banner.getByRole('link', { name: 'Login', exact: true }),
  };
}

test('a logout in one tab logs out the other within a second, in place and without a reload', async ({
  page,
  api,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  await logIn(page, user.phone.local, user.password);
  await expectLoggedIn(page);

  const other = await page.context().newPage();
  const errors: string[] = [];
  other.on('pageerror', (error) => errors.push(error.message));
  await other.goto('/success-login');
  await expect(header(other).welcome).toBeVisible();
  let reloaded = false;
  other.on('load', () => (reloaded = true));

  await header(page).welcome.click();
  await header(page).logout.click();
  await expect(message(other, flowText.loggedOutElsewhere)).toBeVisible({ timeout: 1000 });
  await expect(header(other).login).toBeVisible();
  await expect(other.getByText(loginRequired)).toBeVisible();
  await expect(other).toHaveURL(/\/success-login$/);
  expect(reloaded).toBe(false);
  await look(other, 'success-login-logged-out-elsewhere');
  expect(errors).toEqual([]);

  // Logged out for real: the other tab's next page load has no session either.
  await other.reload();
  await expect(header(other).login).toBeVisible();
  await other.close();
});

test('storage that refuses every write leaves sign-up working in memory, with one notice', async ({
  page,
  emulatorCodes,
  api,
  newPhone,
}) => {
  // As Safari's private mode once did, and any browser with its quota full does.
  await page.addInitScript((notice) => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const seen = { notices: 0 };
    (window as unknown as { __storageNotices: typeof seen }).__storageNotices = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const said = node.matches('[role="alert"], .Toastify__toast')
            ? [node]
            : [...node.querySelectorAll('[role="alert"], .Toastify__toast')];
          seen.notices += said.filter((each) => each.textContent?.includes(notice)).length;
        }
    }).observe(document, { childList: true, subtree: true });
  }, flowText.storageUnavailable);
  const notices = () =>
    page.evaluate(
      () =>
        (window as unknown as { __storageNotices: { notices: number } }).__storageNotices.notices,
    );

  const owner = businessOwner(newPhone());
  await startSignup(page, owner);
  const notice = page.getByRole('alert', { name: storageNoticeCopy.label });
  await expect(notice).toContainText(flowText.storageUnavailable);
  // The code's toast comes and goes; the notice stays until the owner has read it.
  await expect(message(page, flowText.otpSent)).toBeVisible();
  await expect(message(page, flowText.otpSent)).toBeHidden();
  await expect(notice).toBeVisible();
  await look(page, 'storage-notice');
  await notice.getByRole('button', { name: storageNoticeCopy.close }).click();
  await expect(notice).toBeHidden();
  await typeCode(page, await emulatorCodes.latest(owner.phone.international));
  await expect(message(page, flowText.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/register\?mode=login$/);
  // Closed, it is not raised again by the writes that go on failing.
  await expect(notice).toBeHidden();
  expect(await notices()).toBe(1);
  expect((await api.login(owner.phone.international, owner.password)).status).toBe(200);

  // Logging in keeps the session in memory for this page.
  await logIn(page, owner.phone.local, owner.password);
  await expectLoggedIn(page);
  expect(await notices()).toBe(1);
});
