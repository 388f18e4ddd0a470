import { loginRequiredText } from '../../src/content/forms';
import { pageMeta } from '../../src/content/pageMeta';
import { expect, test } from './support/fixtures';
import { loginRequired } from './support/flows';
import { startLoggedIn } from './support/session';

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
