import type { Page } from '@playwright/test';

/** What a logged-in browser holds: the login answer in localStorage `userData`. */
export const fakeStoredUser = { token: 't', firstName: 'Nour', lastName: 'Hassan' };

/**
 * Makes every page of this test start logged in, without a login call: for suites that look
 * at logged-in screens rather than at logging in.
 */
export async function startLoggedIn(page: Page, user: object = fakeStoredUser): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('userData', value);
  }, JSON.stringify(user));
}
