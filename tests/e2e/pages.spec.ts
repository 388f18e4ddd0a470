import { settle, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { loggedInRoutes, siteRoutes, viewports } from './support/routes';
import { startLoggedIn } from './support/session';

// Every screen at phone and desktop width: a full-page screenshot in screenshots/ (so the
// whole site can be looked at in one place after any run) and an axe scan, logged out and in.
for (const viewport of viewports) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of siteRoutes) {
      test(`${route.path} logged out has no axe violations`, async ({ page, gotoAndSettle }) => {
        await gotoAndSettle(route.path);
        await page.screenshot({
          path: `screenshots/${viewport.name}/${route.name}.png`,
          fullPage: true,
        });
        await expectNoAxeViolations(page);
      });
    }

    for (const route of loggedInRoutes) {
      test(`${route.path} logged in has no axe violations`, async ({ page, gotoAndSettle }) => {
        await startLoggedIn(page);
        await gotoAndSettle(route.path);
        await expectNoAxeViolations(page);
      });
    }

    test('logged-in header with its menu open', async ({ page, gotoAndSettle }) => {
      await startLoggedIn(page);
      await gotoAndSettle('/');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: viewport.accountMenu }).click();
      await settle(page);
      await page.screenshot({ path: `screenshots/${viewport.name}/header-logged-in.png` });
      await expectNoAxeViolations(page);
    });
  });
}
