import type { Page } from '@playwright/test';
import type { ApiClient } from './apiClient';
import type { TestPhone } from '../../helpers/phones';

/**
 * Makes every page of this test start logged in as a new owner, without the login screen:
 * for suites that look at logged-in screens rather than at logging in. The stored session is
 * a real one (the site checks it with the API at start), as the login screen would keep it.
 */
export async function startLoggedIn(page: Page, api: ApiClient, phone: TestPhone) {
  const user = await api.createUser(phone);
  await storeSession(page, await api.loginAnswer(user));
  return user;
}

/** Puts a login answer in localStorage `userData` before every page load of this test. */
export async function storeSession(page: Page, answer: object): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('userData', value);
  }, JSON.stringify(answer));
}
