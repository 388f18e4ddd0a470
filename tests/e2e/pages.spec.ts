import type { Page } from '@playwright/test';
import { expect, settle, test, untilLive } from './helpers/fixtures';
import { flowScreens } from '../../src/content/flows';
import { axeViolations } from './helpers/axe';
import { pasteCode, startReset } from './helpers/flows';
import { loggedInRoutes, siteRoutes, viewports } from './helpers/routes';
import { startLoggedIn } from './helpers/session';

// Every screen at phone and desktop width: its title, a full-page screenshot in screenshots/
// (so the whole site can be looked at in one place after any run) and an axe scan, logged
// out and logged in. One page load serves both widths; the page is resized in between.
async function checkAtEveryWidth(page: Page, screenshotName?: string): Promise<void> {
  // What the address chose (a tab, the logged-in header) is drawn once the page is live.
  await untilLive(page);
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settle(page);
    if (screenshotName) {
      await page.screenshot({
        path: `screenshots/${viewport.name}/${screenshotName}.png`,
        fullPage: true,
        // Finish entrance animations (menus, toasts) so the picture shows the settled screen.
        animations: 'disabled',
      });
    }
    const found = await axeViolations(page);
    expect.soft(found, `axe at ${viewport.width}px:\n${found.join('\n')}`).toEqual([]);
  }
}

// Two widths and two axe scans per test: long pages such as the terms need the time.
test.describe.configure({ timeout: 60_000 });

for (const route of siteRoutes) {
  test(`${route.path} logged out: title, and no axe violations at 390 and 1280px`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await checkAtEveryWidth(page, route.name);
  });
}

for (const route of loggedInRoutes) {
  test(`${route.path} logged in: no axe violations at 390 and 1280px`, async ({
    page,
    api,
    newPhone,
  }) => {
    await startLoggedIn(page, api, newPhone());
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await checkAtEveryWidth(page, `${route.name}-logged-in`);
  });
}

// Screens that only exist mid-flow: the six code boxes with a code on its way, and the new
// password form once the code is verified.
test('code entry and new password screens mid-flow, at both widths', async ({
  page,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const { phone } = await api.createUser(newPhone());
  await startReset(page, phone.local);
  // The URL moves before the new screen replaces the old: wait for what this screen shows.
  await expect(page.getByRole('group', { name: /verification code/i })).toBeVisible();
  await checkAtEveryWidth(page, 'verify-otp-code-sent');
  await pasteCode(page, await emulatorCodes.latest(phone.international));
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: flowScreens.resetPassword.title })).toBeVisible();
  await checkAtEveryWidth(page, 'reset-password-verified');
});

test('logged-in header with its account menu open, at both widths', async ({
  page,
  api,
  newPhone,
}) => {
  await startLoggedIn(page, api, newPhone());
  await page.goto('/');
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await settle(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: viewport.accountMenu });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({
      path: `screenshots/${viewport.name}/header-logged-in.png`,
      animations: 'disabled',
    });
    const found = await axeViolations(page);
    expect.soft(found, `axe at ${viewport.width}px:\n${found.join('\n')}`).toEqual([]);
    await toggle.click();
  }
});
