import type { Page } from '@playwright/test';
import { m } from '../../src/paraglide/messages.js';
import type { Locale } from '../../src/paraglide/runtime.js';
import { ownerIn } from './helpers/arabicFlows';
import { expect, test } from './helpers/fixtures';
import { escapeRegExp, flowsIn } from './helpers/flows';
import { look } from './helpers/look';

// The page the app stores' listings link to: a logged-in owner deletes the account from the
// Welcome menu, in either language; a stranger learns nothing of a number before its code.

const say = (locale: Locale) => ({ locale });

function deletionScreens(page: Page, locale: Locale) {
  const main = page.getByRole('main');
  const heading = (name: string) => main.getByRole('heading', { level: 1, name });
  return {
    phoneForm: heading(m.screen_delete_title({}, say(locale))),
    confirm: heading(m.screen_delete_confirm_title({}, say(locale))),
    done: heading(m.screen_delete_done_title({}, say(locale))),
    noAccount: heading(m.screen_no_account_title({}, say(locale))),
    tick: main.getByRole('checkbox', { name: m.screen_delete_confirm_tick({}, say(locale)) }),
    deleteButton: main.getByRole('button', {
      name: m.screen_delete_confirm_submit({}, say(locale)),
    }),
    tickRequired: main.getByText(m.screen_delete_confirm_tick_required({}, say(locale))),
  };
}

/** Types a number into the deletion's phone form and asks for its code. */
async function askForCode(page: Page, locale: Locale, phoneTyped: string) {
  const words = flowsIn(locale).words;
  const main = page.getByRole('main');
  await main.getByLabel(words.field.phone).fill(phoneTyped);
  await main.getByRole('button', { name: words.sendCode }).click();
  await expect(page.getByRole('group', { name: words.codeGroup })).toBeVisible();
}

const loginLink = (page: Page, locale: Locale) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: flowsIn(locale).words.login.submit, exact: true })
    .or(page.getByRole('banner').getByRole('button', { name: flowsIn(locale).words.menu }));

for (const locale of ['en', 'ar'] as const) {
  test(`a logged-in owner deletes the account from the Welcome menu, and every tab is logged out (${locale})`, async ({
    page,
    api,
    emulatorCodes,
    newPhone,
  }) => {
    // A whole account's life, two tabs and eight looks at the screens.
    test.slow();
    const flows = flowsIn(locale);
    const screens = deletionScreens(page, locale);
    const user = await api.createUser(newPhone());
    const typed = ownerIn(locale, user.phone).phoneTyped ?? user.phone.local;
    await page.setViewportSize({ width: 1280, height: 900 });
    await flows.logIn(page, typed, user.password);
    await flows.expectLoggedIn(page);
    const other = await page.context().newPage();
    await other.goto(flows.path('/about-us'));
    const otherBanner = other.getByRole('banner');
    await expect(
      otherBanner.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(flows.words.welcome)}`),
      }),
    ).toBeVisible();

    const banner = page.getByRole('banner');
    await banner
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(flows.words.welcome)}`) })
      .click();
    await banner.getByRole('link', { name: m.nav_delete_account({}, say(locale)) }).click();
    await expect(page).toHaveURL(flows.endsAt('/delete-account'));
    await expect(screens.phoneForm).toBeVisible();
    await look(page, `delete-account-phone-${locale}`);

    await askForCode(page, locale, typed);
    await look(page, `delete-account-code-${locale}`);
    // No account is looked up before the code proves the phone.
    await flows.typeCode(page, await emulatorCodes.latest(user.phone.international));
    await expect(screens.confirm).toBeVisible();
    await look(page, `delete-account-confirm-${locale}`);

    // One deliberate action: the red button alone deletes nothing and says why.
    await screens.deleteButton.click();
    await expect(screens.tickRequired).toBeVisible();
    await expect(screens.tick).toBeFocused();
    expect((await api.login(user.phone.international, user.password)).status).toBe(200);
    // By keyboard: tick with Space, then the button.
    await page.keyboard.press('Space');
    await expect(screens.tick).toBeChecked();
    await screens.deleteButton.focus();
    await page.keyboard.press('Enter');

    await expect(screens.done).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /App Store/ })
        .first(),
    ).toBeVisible();
    await look(page, `delete-account-done-${locale}`);

    // This tab, and the other one through the storage event, are logged out.
    await expect(loginLink(page, locale).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await expect(
      otherBanner.getByRole('link', { name: flows.words.login.submit, exact: true }),
    ).toBeVisible();
    // The old credentials get the ordinary refusal.
    expect((await api.login(user.phone.international, user.password)).status).toBe(401);
    await other.close();
  });
}

test('a stranger who types an owner’s number learns nothing before the code', async ({
  page,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const flows = flowsIn('en');
  const owner = await api.createUser(newPhone());
  const nobody = newPhone();
  const asked: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/account') asked.push(request.method());
  });

  // The owner's number and a number no account uses meet the same screens before the code,
  // each typed in a tab of its own.
  const before: string[] = [];
  let tab = page;
  for (const phone of [owner.phone, nobody]) {
    tab = await page.context().newPage();
    await tab.goto(flows.path('/delete-account'));
    await askForCode(tab, 'en', phone.local);
    before.push(await tab.getByRole('main').innerText());
  }
  expect(before[0]?.replace(/\d/g, '#')).toBe(before[1]?.replace(/\d/g, '#'));
  expect(asked).toEqual([]);

  // Only the code of the number itself opens the question; its answer comes after it.
  await flows.typeCode(tab, await emulatorCodes.latest(nobody.international));
  const screens = deletionScreens(tab, 'en');
  await expect(screens.noAccount).toBeVisible();
  await expect(
    tab.getByRole('main').getByText(m.flow_no_account({}, say('en')), { exact: true }),
  ).toBeVisible();
  expect(asked).toEqual(['GET']);
  await look(tab, 'delete-account-no-account-en');
  // The owner's account is untouched.
  expect((await api.login(owner.phone.international, owner.password)).status).toBe(200);
});

test('the footer of every page and the privacy policy lead to the deletion page', async ({
  page,
}) => {
  const flows = flowsIn('en');
  await page.goto(flows.path('/privacy-policy'));
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('link', { name: m.nav_footer_delete_account({}, say('en')) }),
  ).toHaveAttribute('href', '/delete-account');
  const section = page.getByRole('main').getByRole('link', { name: /delete your account/i });
  await expect(section.first()).toHaveAttribute('href', '/delete-account');
});
