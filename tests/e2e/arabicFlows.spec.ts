import type { Locator, Page } from '@playwright/test';
import { flowScreens, flowText } from '../../src/content/flows';
import { m } from '../../src/paraglide/messages.js';
import { phoneFieldValue } from '../../src/schemas/phone';
import { expect, test, untilLive } from './helpers/fixtures';
import {
  AR,
  arabic,
  arabicIndic,
  arabicOwner,
  english,
  switchLanguage,
  watchArabicScreens,
} from './helpers/arabicFlows';
import { businessOwner, message, tick, type BusinessOwner } from './helpers/flows';
import { look } from './helpers/look';

// The sign-up, login and reset flows walked on the Arabic pages against the real API and
// auth emulator, and across the language switch in both directions: the Arabic texts on
// each screen, right to left, and no English shown on the way, toasts included.

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });

async function expectArabicPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

const localStorageUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null') as unknown);

/** The step the flow marks as current, read by its label. */
const currentStep = (page: Page) =>
  page
    .getByRole('navigation', { name: m.flow_steps_label({}, AR) })
    .locator('[aria-current="step"]');

test('an owner signs up in Arabic, typing the phone and the code in Arabic-Indic digits', async ({
  page,
  gotoAndSettle,
  emulatorCodes,
  api,
  newPhone,
}) => {
  const screens = await watchArabicScreens(page);
  const owner = arabicOwner(newPhone());
  await gotoAndSettle('/ar/register?mode=signup');
  await expectArabicPage(page);
  await expect(heading(page, m.screen_signup_title({}, AR))).toBeVisible();

  const main = page.getByRole('main');
  const form = arabic.signupForm(main);
  await arabic.fillSignup(main, owner);
  await expect(form.phone).toHaveValue(owner.phoneTyped ?? '');
  await form.submit.click();
  await expect(main.getByText(m.validation_terms({}, AR))).toBeVisible();
  await tick(form.terms);
  await form.submit.click();

  await expect(message(page, m.flow_otp_sent({}, AR))).toBeVisible();
  await expect(page).toHaveURL(arabic.endsAt('/verify-otp'));
  await expect(heading(page, m.screen_verify_title({}, AR))).toBeVisible();
  await expect(currentStep(page)).toContainText(m.flow_step_signup_verify({}, AR));
  await expect(main.getByText(owner.phone.shown)).toBeVisible();
  // The resend countdown counts in Arabic-Indic digits, e.g. ٠:٥٩.
  await expect(main.getByRole('button', { name: /[٠-٩]:[٠-٩]{2}/ })).toBeDisabled();
  await look(page, 'ar-verify-otp-code-sent');
  const code = await emulatorCodes.latest(owner.phone.international);
  await arabic.typeCode(page, arabicIndic(code));

  // The account exists: the login screen says so, on the flow's last step, phone filled in.
  await expect(message(page, m.flow_account_created({}, AR))).toBeVisible();
  await expect(page).toHaveURL(arabic.endsAt('/register?mode=login'));
  await expect(main.getByRole('status')).toHaveText(m.screen_login_account_created({}, AR));
  await expect(currentStep(page)).toContainText(m.flow_step_signup_ready({}, AR));
  const login = arabic.loginForm(page);
  await expect(login.phone).toHaveValue(phoneFieldValue(owner.phone.international));
  const answer = await api.login(owner.phone.international, owner.password);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    firstName: owner.firstName,
    lastName: owner.lastName,
    businessName: owner.businessName,
  });

  await login.password.fill(owner.password);
  await login.submit.click();
  await expect(message(page, m.flow_logged_in({}, AR))).toBeVisible();
  await arabic.expectLoggedIn(page);
  await gotoAndSettle('/ar/success-signup');
  await expect(heading(page, m.success_signup_title({}, AR))).toBeVisible();
  await expectArabicPage(page);
  expect(await screens.english()).toEqual([]);
});

test('an owner logs in in Arabic: a wrong password is refused in Arabic, then the right one', async ({
  page,
  gotoAndSettle,
  api,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  const screens = await watchArabicScreens(page);
  await gotoAndSettle('/ar/register?mode=login');
  await expectArabicPage(page);
  await expect(heading(page, m.screen_login_title({}, AR))).toBeVisible();

  const form = arabic.loginForm(page);
  const phoneTyped = arabicIndic(user.phone.local);
  await form.phone.fill(phoneTyped);
  await form.password.fill('not-the-password');
  const response = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
  await form.submit.click();
  const refused = await response;
  expect(refused.status()).toBe(401);

  // The server refused the credentials (in its own language, English): the page says so in
  // Arabic, as a toast and under the form, and keeps what was typed.
  const refusal = m.flow_login_refused({}, AR);
  await expect(message(page, refusal)).toBeVisible();
  await expect(page.locator('.form-error')).toHaveText(refusal);
  await expect(page).toHaveURL(arabic.endsAt('/register?mode=login'));
  await expect(form.phone).toHaveValue(phoneTyped);

  await form.password.fill(user.password);
  await form.submit.click();
  await expect(message(page, m.flow_logged_in({}, AR))).toBeVisible();
  await arabic.expectLoggedIn(page);
  await expectArabicPage(page);
  expect(await localStorageUser(page)).toMatchObject({ token: expect.any(String) });
  // The owner's own name, as the API holds it, is theirs to show in Latin letters.
  expect(await screens.english([user.firstName])).toEqual([]);
});

test('an owner resets the password in Arabic and logs in with the new one', async ({
  page,
  gotoAndSettle,
  api,
  emulatorCodes,
  newPhone,
}) => {
  const user = await api.createUser(newPhone());
  const screens = await watchArabicScreens(page);
  await gotoAndSettle('/ar/register?mode=login');
  await page
    .getByRole('main')
    .getByRole('link', { name: arabic.words.login.resetPassword, exact: true })
    .click();
  await expect(page).toHaveURL(arabic.endsAt('/forget-password'));
  await expectArabicPage(page);

  const phoneTyped = arabicIndic(user.phone.local);
  await arabic.requestResetCode(page, phoneTyped);
  await expect(message(page, m.flow_otp_sent({}, AR))).toBeVisible();
  await expect(page).toHaveURL(arabic.endsAt('/verify-otp?mode=password'));
  await expect(heading(page, m.screen_verify_title({}, AR))).toBeVisible();
  await expect(page.getByRole('main').getByText(user.phone.shown)).toBeVisible();
  await arabic.typeCode(page, await emulatorCodes.latest(user.phone.international));

  await expect(page).toHaveURL(arabic.endsAt('/reset-password'));
  await expect(heading(page, m.screen_reset_password_title({}, AR))).toBeVisible();
  await look(page, 'ar-reset-password-verified');
  await arabic.submitNewPassword(page, 'new-secret-1', 'new-secret-2');
  await expect(page.getByText(m.validation_reset_mismatch({}, AR))).toBeVisible();
  await arabic.submitNewPassword(page, 'new-secret-1');
  await expect(message(page, m.flow_password_updated({}, AR))).toBeVisible();
  await expect(page).toHaveURL(arabic.endsAt('/register?mode=login'));

  expect((await api.login(user.phone.international, user.password)).status).toBe(401);
  await arabic.logIn(page, phoneTyped, 'new-secret-1');
  await arabic.expectLoggedIn(page);
  await expectArabicPage(page);
  expect(await screens.english([user.firstName])).toEqual([]);
});

test.describe('the language switch in the middle of a flow', () => {
  test('a sign-up started in English finishes in Arabic with what was typed', async ({
    page,
    api,
    emulatorCodes,
    newPhone,
  }) => {
    const owner = businessOwner(newPhone());
    const screens = await watchArabicScreens(page);
    await english.startSignup(page, owner);
    await expect(heading(page, flowScreens.verify.title)).toBeVisible();
    const code = await emulatorCodes.latest(owner.phone.international);

    await switchLanguage(page, 'ar');
    await expect(page).toHaveURL(arabic.endsAt('/verify-otp'));
    await expectArabicPage(page);
    await expect(heading(page, m.screen_verify_title({}, AR))).toBeVisible();
    await expect(page.getByRole('main').getByText(owner.phone.shown)).toBeVisible();
    await arabic.typeCode(page, arabicIndic(code));

    // The password is never kept in the tab, so a new page asks for it again, as after a
    // reload; every other detail typed on the English form came along.
    const main = page.getByRole('main');
    await expect(heading(page, m.screen_password_title({}, AR))).toBeVisible();
    await main.getByLabel(m.form_password_label({}, AR), { exact: true }).fill(owner.password);
    await main
      .getByLabel(m.form_confirm_password_label({}, AR), { exact: true })
      .fill(owner.password);
    await main.getByRole('button', { name: m.form_password_prompt_submit({}, AR) }).click();
    await expect(message(page, m.flow_account_created({}, AR))).toBeVisible();
    await expect(page).toHaveURL(arabic.endsAt('/register?mode=login'));
    await expect(arabic.loginForm(page).phone).toHaveValue(
      phoneFieldValue(owner.phone.international),
    );
    const answer = await api.login(owner.phone.international, owner.password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      businessName: owner.businessName,
    });
    expect(await screens.english()).toEqual([]);
  });

  test('a reset started in Arabic finishes in English', async ({
    page,
    api,
    emulatorCodes,
    newPhone,
  }) => {
    const user = await api.createUser(newPhone());
    const screens = await watchArabicScreens(page);
    await arabic.startReset(page, arabicIndic(user.phone.local));
    await expect(heading(page, m.screen_verify_title({}, AR))).toBeVisible();
    const code = await emulatorCodes.latest(user.phone.international);

    await switchLanguage(page, 'en');
    await expect(page).toHaveURL(english.endsAt('/verify-otp?mode=password'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(heading(page, flowScreens.verify.title)).toBeVisible();
    await expect(page.getByRole('main').getByText(user.phone.shown)).toBeVisible();
    await english.typeCode(page, code);

    await expect(page).toHaveURL(english.endsAt('/reset-password'));
    await english.submitNewPassword(page, 'switched-1');
    await expect(message(page, flowText.passwordUpdated)).toBeVisible();
    await english.logIn(page, user.phone.local, 'switched-1');
    await english.expectLoggedIn(page);
    expect(await screens.english()).toEqual([]);
  });
});

test.describe('digits on a right-to-left page', () => {
  test('phone fields read left to right', async ({ page, gotoAndSettle }) => {
    const phoneFields: [string, (page: Page) => Locator][] = [
      ['/ar/register?mode=signup', (p) => arabic.signupForm(p.getByRole('main')).phone],
      ['/ar/register?mode=login', (p) => arabic.loginForm(p).phone],
      ['/ar/forget-password', (p) => p.getByRole('main').getByLabel(arabic.words.field.phone)],
    ];
    for (const [path, field] of phoneFields) {
      await gotoAndSettle(path);
      await expectArabicPage(page);
      await expect(field(page), path).toHaveAttribute('dir', 'ltr');
    }
  });

  test('the code boxes fill from the left', async ({ page, api, newPhone }) => {
    const user = await api.createUser(newPhone());
    await arabic.startReset(page, arabicIndic(user.phone.local));
    await expectArabicPage(page);
    const group = page.getByRole('group', { name: arabic.words.codeGroup });
    await expect(group).toHaveAttribute('dir', 'ltr');
    // The first box takes the focus on arrival; the digits go where the typing puts them.
    await expect(group.locator(':focus')).toHaveCount(1);

    const boxes = arabic.otpBoxes(page);
    const lefts = await Promise.all(
      boxes.map(async (box) => (await box.boundingBox())?.x ?? Number.NaN),
    );
    const leftToRight = boxes
      .map((box, index) => ({ box, left: lefts[index] ?? Number.NaN }))
      .sort((a, b) => a.left - b.left)
      .map(({ box }) => box);
    const values = () => Promise.all(leftToRight.map((box) => box.inputValue()));

    await page.keyboard.type(arabicIndic('4'));
    await expect.poll(values).toEqual(['4', '', '', '', '', '']);
    await page.keyboard.type(arabicIndic('2719'));
    await expect.poll(values).toEqual(['4', '2', '7', '1', '9', '']);
    // The box drawn leftmost is the code's first digit for assistive technology too.
    await expect(leftToRight[0] as Locator).toHaveAccessibleName(arabic.words.digit(1));
  });
});

// Which character of the field's text sits at its left edge, as Chromium laid it out: a
// click there puts the caret before it.
async function indexAtLeftEdge(field: Locator): Promise<number | null> {
  const box = await field.boundingBox();
  if (!box) throw new Error('the field is not on screen');
  const padding = await field.evaluate((input) =>
    Number.parseFloat(getComputedStyle(input).paddingLeft),
  );
  await field.page().mouse.click(box.x + padding + 2, box.y + box.height / 2);
  return field.evaluate((input: HTMLInputElement) => input.selectionStart);
}

test('a phone typed in Arabic-Indic digits shows its groups in the order typed, at 390 and 1280px', async ({
  page,
}) => {
  await page.goto('/ar/register?mode=login');
  // Typing held before the page is live is typed again once it is, which moves the caret.
  await untilLive(page);
  const field = arabic.loginForm(page).phone;
  const typed = '٠١١ ٧٥٦٦ ١٩٥٧';
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await field.fill(typed);
    await expect(field).toHaveValue(typed);
    // The first group typed is the one on the left, not the last.
    expect(await indexAtLeftEdge(field)).toBeLessThanOrEqual(1);
  }
  await look(page, 'ar-phone-arabic-indic');
});

// A sign-up form given back from its draft: every field as typed, the password empty.
async function expectDraftKept(
  form: ReturnType<typeof english.signupForm>,
  owner: BusinessOwner,
): Promise<void> {
  await expect(form.firstName).toHaveValue(owner.firstName);
  await expect(form.lastName).toHaveValue(owner.lastName);
  await expect(form.email).toHaveValue(owner.email);
  await expect(form.businessName).toHaveValue(owner.businessName);
  await expect(form.website).toHaveValue(owner.website);
  await expect(form.phone).toHaveValue(owner.phone.local);
  await expect(form.password).toHaveValue('');
}

test('a sign-up being filled survives a reload, all but the password, and keeps the password out of storage', async ({
  page,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await page.goto('/register?mode=signup');
  const typed = english.signupForm(page.getByRole('main'));
  await english.fillSignup(page.getByRole('main'), owner);
  // Typing done before the page is live reaches the form (and its draft) once it is.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('signupDraft') ?? ''))
    .toContain(owner.phone.local);
  await page.reload();
  await expectDraftKept(typed, owner);
  await expect(typed.businessType).toHaveValue(
    await typed.businessType.evaluate(
      (select: HTMLSelectElement, label) =>
        [...select.options].find((option) => option.label === label)?.value ?? '',
      owner.businessType,
    ),
  );

  const stored = await page.evaluate(() => sessionStorage.getItem('signupDraft') ?? '');
  expect(stored).not.toContain(owner.password);
});

test('a sign-up being filled survives the language switch both ways, all but the password', async ({
  page,
  newPhone,
}) => {
  const owner = businessOwner(newPhone());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/register?mode=signup');
  await untilLive(page);
  await english.fillSignup(page.getByRole('main'), owner);
  // Switched straight after the last key, as an owner who notices the other language would.
  await switchLanguage(page, 'ar');
  await expectDraftKept(arabic.signupForm(page.getByRole('main')), owner);
  await switchLanguage(page, 'en');
  await expectDraftKept(english.signupForm(page.getByRole('main')), owner);
});
