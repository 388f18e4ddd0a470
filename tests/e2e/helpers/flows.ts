import { expect, type Locator, type Page } from '@playwright/test';
import { loginRequiredText, loginText } from '../../../src/content/forms';
import { intlLocale } from '../../../src/i18n/format';
import { localizePath } from '../../../src/i18n/localePath';
import { m } from '../../../src/paraglide/messages.js';
import type { Locale } from '../../../src/paraglide/runtime.js';
import type { TestPhone } from '../../helpers/phones';
import { untilLive } from './fixtures';

// What a person types into the screens, and the screen steps every flow suite shares, in
// either language: `flowsIn(locale)` gives the steps on that language's pages, found by that
// language's words; the English ones are exported as they are for the English suites.
// Selectors go through roles and labels only, as a screen reader user would find them.

export interface BusinessOwner {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  businessName: string;
  businessType: string;
  website: string;
  phone: TestPhone;
  /** The phone as the owner types it, when not `phone.local` (Arabic-Indic digits, say). */
  phoneTyped?: string;
}

export function businessOwner(phone: TestPhone): BusinessOwner {
  return {
    firstName: 'Salma',
    lastName: 'Fawzy',
    email: `salma${phone.local}@studio.example`,
    password: 'lotus-2025',
    businessName: 'Lotus Yoga Studio',
    businessType: 'Yoga studio',
    website: 'lotus-yoga.example',
    phone,
  };
}

const CODE_LENGTH = 6;
/** Text to find as it is within a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of the flow screens in one language, read from the compiled messages. */
export function screenWords(locale: Locale) {
  const options = { locale };
  const count = (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);
  return {
    field: {
      firstName: m.form_first_name_label({}, options),
      lastName: m.form_last_name_label({}, options),
      email: m.form_email_label({}, options),
      password: m.form_password_label({}, options),
      newPassword: m.form_new_password_label({}, options),
      confirmNewPassword: m.form_confirm_new_password_label({}, options),
      businessName: m.form_business_name_label({}, options),
      businessType: m.form_business_type_label({}, options),
      website: m.form_website_label({}, options),
      phone: m.form_phone_label({}, options),
    },
    termsBefore: m.form_terms_before({}, options),
    signupSubmit: m.form_signup_submit({}, options),
    login: loginText(locale),
    codeGroup: m.form_otp_group_label({}, options),
    // Counts are written the page's way: "الرقم ١ من ٦" on an Arabic page.
    digit: (n: number) => m.form_otp_digit_label({ n: count(n), of: count(CODE_LENGTH) }, options),
    forgetPasswordTitle: m.screen_forget_password_title({}, options),
    sendCode: m.form_phone_submit({}, options),
    updatePassword: m.form_reset_submit({}, options),
    welcome: m.nav_welcome({}, options),
    menu: m.chrome_menu({}, options),
  };
}

export type ScreenWords = ReturnType<typeof screenWords>;

export function flowsIn(locale: Locale) {
  const words = screenWords(locale);
  /** The address of a screen in this language. */
  const path = (to: string) => localizePath(to, locale);
  /** Matches the URL of a screen in this language; `exact: false` lets a search follow. */
  const endsAt = (to: string, exact = true) =>
    new RegExp(`^https?://[^/]+${escapeRegExp(path(to))}${exact ? '$' : ''}`);

  // A prerendered /register holds the sign-up and the login form until it is live, the one
  // the address does not ask for hidden: a user meets the visible one only.
  const seen = (locator: Locator) => locator.filter({ visible: true });

  function signupForm(scope: Page | Locator) {
    return {
      firstName: seen(scope.getByLabel(words.field.firstName)),
      lastName: seen(scope.getByLabel(words.field.lastName)),
      email: seen(scope.getByLabel(words.field.email)),
      password: seen(scope.getByLabel(words.field.password, { exact: true })),
      businessName: seen(scope.getByLabel(words.field.businessName)),
      businessType: seen(scope.getByLabel(words.field.businessType)),
      website: seen(scope.getByLabel(new RegExp(`^${escapeRegExp(words.field.website)}`))),
      phone: seen(scope.getByLabel(words.field.phone)),
      terms: scope.getByRole('checkbox', { name: new RegExp(words.termsBefore.trim()) }),
      submit: scope.getByRole('button', { name: words.signupSubmit }),
    };
  }

  async function fillSignup(scope: Page | Locator, owner: BusinessOwner): Promise<void> {
    const form = signupForm(scope);
    await form.firstName.fill(owner.firstName);
    await form.lastName.fill(owner.lastName);
    await form.email.fill(owner.email);
    await form.password.fill(owner.password);
    await form.businessName.fill(owner.businessName);
    await form.businessType.selectOption({ label: owner.businessType });
    await form.website.fill(owner.website);
    await form.phone.fill(owner.phoneTyped ?? owner.phone.local);
  }

  function loginForm(page: Page) {
    const main = page.getByRole('main');
    return {
      phone: seen(main.getByLabel(words.login.phone)),
      password: seen(main.getByLabel(words.login.password, { exact: true })),
      submit: main.getByRole('button', { name: words.login.submit, exact: true }),
    };
  }

  function otpBoxes(page: Page): Locator[] {
    return Array.from({ length: CODE_LENGTH }, (_, i) => page.getByLabel(words.digit(i + 1)));
  }

  /** Types the code one digit per box, as a user reading it off their phone does. */
  async function typeCode(page: Page, code: string): Promise<void> {
    const boxes = otpBoxes(page);
    await boxes[0]?.click();
    for (const digit of code) await page.keyboard.type(digit);
  }

  /** Pastes the whole code into the first box with the keyboard, as from a copied message. */
  async function pasteCode(page: Page, code: string): Promise<void> {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    await (otpBoxes(page)[0] as Locator).focus();
    await page.keyboard.press('ControlOrMeta+V');
  }

  async function logIn(page: Page, phoneTyped: string, password: string): Promise<void> {
    await page.goto(path('/register?mode=login'));
    const form = loginForm(page);
    await form.phone.fill(phoneTyped);
    await form.password.fill(password);
    await form.submit.click();
  }

  async function expectLoggedIn(page: Page): Promise<void> {
    await expect(page).toHaveURL(endsAt('/how-it-works?activeTab=1#download'));
    const banner = page.getByRole('banner');
    await expect(
      banner
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(words.welcome)}`) })
        .or(banner.getByRole('button', { name: words.menu })),
    ).toBeVisible();
  }

  function resetForm(page: Page) {
    return {
      newPassword: page.getByLabel(words.field.newPassword, { exact: true }),
      confirm: page.getByLabel(words.field.confirmNewPassword, { exact: true }),
      submit: page.getByRole('main').getByRole('button', { name: words.updatePassword }),
    };
  }

  /** On /reset-password: types the new password and its confirmation, and submits them. */
  async function submitNewPassword(
    page: Page,
    password: string,
    confirm = password,
  ): Promise<void> {
    const form = resetForm(page);
    await form.newPassword.fill(password);
    await form.confirm.fill(confirm);
    await form.submit.click();
  }

  /** On /forget-password: asks for a code for this phone. */
  async function requestResetCode(page: Page, phoneTyped: string): Promise<void> {
    // The URL changes before the new screen replaces the old one, and the login screen has
    // a phone field too: wait for this screen's heading so the number goes into the right form.
    await expect(
      page.getByRole('heading', { level: 1, name: words.forgetPasswordTitle }),
    ).toBeVisible();
    await page.getByRole('main').getByLabel(words.field.phone).fill(phoneTyped);
    await page.getByRole('main').getByRole('button', { name: words.sendCode }).click();
  }

  /** Fills and submits the sign-up form (terms ticked) and waits for the code screen. */
  async function startSignup(page: Page, owner: BusinessOwner): Promise<void> {
    await page.goto(path('/register?mode=signup'));
    // The flows under test start from a live form. What is typed into the form before then
    // stays in its fields, and taps are held and replayed: tests/e2e/flowEntry.spec.ts,
    // tests/unit/earlyEvents.test.ts and tests/component/forms/useValidatedForm.test.tsx.
    await untilLive(page);
    const main = page.getByRole('main');
    await fillSignup(main, owner);
    const form = signupForm(main);
    await tick(form.terms);
    await form.submit.click();
    await expect(page).toHaveURL(endsAt('/verify-otp', false));
  }

  /** Starts a reset for a phone and waits for the code screen. */
  async function startReset(page: Page, phoneTyped: string): Promise<void> {
    await page.goto(path('/forget-password'));
    await requestResetCode(page, phoneTyped);
    await expect(page).toHaveURL(endsAt('/verify-otp?mode=password'));
  }

  return {
    words,
    path,
    endsAt,
    signupForm,
    fillSignup,
    loginForm,
    otpBoxes,
    typeCode,
    pasteCode,
    logIn,
    expectLoggedIn,
    resetForm,
    submitNewPassword,
    requestResetCode,
    startSignup,
    startReset,
  };
}

export const {
  signupForm,
  fillSignup,
  loginForm,
  otpBoxes,
  typeCode,
  pasteCode,
  logIn,
  expectLoggedIn,
  resetForm,
  submitNewPassword,
  requestResetCode,
  startSignup,
  startReset,
} = flowsIn('en');

/** The app's toasts, and any other live message, by their text. */
export function message(page: Page, text: string | RegExp): Locator {
  return page.getByText(text, { exact: true }).first();
}

/**
 * Ticks a box as a person does: a tap, then it shows ticked. Playwright's check() insists
 * the box changes within the tap itself; on a prerendered page not yet live the tap is held
 * and the box ticks once the page is (src/slowPhone/earlyEvents.ts).
 *
 * A tap is a press and a release on the same spot. When the page comes alive between the
 * two, what was typed before reaches the app and can move the form (a field left early and
 * wrong is checked then, and its message appears above the box): the release lands beside
 * the box, no click follows, and a person taps again. So does this, only when no click
 * reached the box at all: a click held for the replay counts as landed, and a second one
 * would untick it.
 */
export async function tick(box: Locator, timeout?: number): Promise<void> {
  for (let tap = 1; ; tap += 1) {
    // No named functions inside: under tsx (the bench scripts share these helpers) they
    // would call a helper the page does not have.
    await box.evaluate((element) => {
      const heard = new AbortController();
      element.removeAttribute('data-tapped');
      // On the window, ahead of the page's own holding of early taps on the document.
      addEventListener(
        'click',
        (event) => {
          if (event.target !== element) return;
          element.setAttribute('data-tapped', '');
          heard.abort();
        },
        { capture: true, signal: heard.signal },
      );
    });
    await box.click();
    if ((await box.getAttribute('data-tapped')) !== null || tap === 3) break;
  }
  await box.evaluate((element) => element.removeAttribute('data-tapped'));
  await expect(box).toBeChecked({ timeout });
}

/** Presses Tab until `target` has focus: moves through the page as a keyboard user does. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

export const loginRequired = loginRequiredText.title;

/**
 * What the flows keep in the tab's sessionStorage, apart from the support trace (which holds
 * names and codes only, never an owner's details; see docs/support-replay.md) and the
 * router's scroll positions.
 */
export async function flowSessionKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(() => Object.keys(window.sessionStorage));
  // The router writes its scroll positions whenever the page scrolls or navigates.
  return keys.filter((key) => key !== 'flowTrace' && !key.startsWith('tsr-scroll-restoration'));
}

/** A six-digit code that is surely not the one sent; `step` 1 to 9 gives different ones. */
export function wrongCodeFor(code: string, step = 1): string {
  return code.slice(0, 5) + String((Number(code.slice(5)) + step) % 10);
}
