import { expect, type BrowserContext, type Page } from '@playwright/test';
import { failureText } from '../../../src/content/failures';
import { m } from '../../../src/paraglide/messages.js';
import type { Locale } from '../../../src/paraglide/runtime.js';
import { contactFailureText } from '../../../src/content/contact';
import { outcomeOf, type Failure } from '../../../src/schemas/failure';
import type { TraceMachine } from '../../../src/schemas/flowTrace';
import type { TestPhone } from '../../support/phones';
import type { ApiClient } from './apiClient';
import { ownerIn } from './arabicFlows';
import type { EmulatorCodes } from './emulatorCodes';
import {
  API_FAULTS,
  CONFIRM_FAULTS,
  SEND_FAULTS,
  type Call,
  type CallKind,
  type FaultName,
  type FirebaseStep,
  type Injected,
} from './faults';
import { untilLive } from './fixtures';
import { escapeRegExp, message, tick, type BusinessOwner, type flowsIn } from './flows';
import { startLoggedIn } from './session';
import { tabTrace } from './tabTrace';
import type { StackUrls } from './stackEnv';

// Every invoked actor of every flow machine, as an owner reaches it in the browser, with
// what must hold when its call fails: the owner is told in the page's language, what they
// typed is still there, trying again works once the fault is gone, the tab's trace has the
// failure, and no phone proof was spent without an account (asked of the API).

export interface Row {
  page: Page;
  context: BrowserContext;
  stack: StackUrls;
  api: ApiClient;
  emulatorCodes: EmulatorCodes;
  newPhone: () => TestPhone;
  locale: Locale;
  flows: ReturnType<typeof flowsIn>;
  fault: FaultName;
  // The failure the site must make of the fault at this call.
  failure: Failure;
  // How long the owner may wait to be told: past the site's limit for a hung call.
  patience: number;
  // Starts the fault at the actor's call; `offlineAsAbort` for a call made as a page loads or
  // right after another call, which the browser going offline would fail first.
  inject: (call: Call, offlineAsAbort?: boolean) => Promise<Injected>;
  // One line of what the row proved, for the matrix.
  checked: (what: string) => void;
}

export interface FaultActor {
  name: string;
  kind: CallKind;
  // Where the trace records the call's end.
  machine: TraceMachine;
  event: string;
  // A Firebase step's own failure, when Firebase's explains nothing more precise.
  step?: FirebaseStep;
  faults: FaultName[];
  run: (row: Row) => Promise<void>;
}

const ARABIC_INDIC_ZERO = 0x0660;
/** The digits of a field's value, Arabic-Indic ones read as Latin. */
const digitsOf = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/\D/g, '');

const ownerFor = (row: Row, phone: TestPhone): BusinessOwner => ownerIn(row.locale, phone);

/**
 * The owner reads `text`: in a toast, or in place (a screen that says a failure under its
 * form says it once, and its line may differ in case alone).
 */
async function told(row: Row, text: string): Promise<void> {
  const words = new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`, 'i');
  await expect(message(row.page, words)).toBeVisible({ timeout: row.patience });
  row.checked(`told "${text}"`);
}

/** The tab's trace holds the call's end with the failure's outcome code. */
export async function traced(row: Row, actor: FaultActor, outcome: string): Promise<void> {
  const outcomes = async () =>
    (await tabTrace(row.page)).entries
      .filter((e) => e.machine === actor.machine && e.event === actor.event)
      .map((e) => e.outcome);
  await expect
    .poll(outcomes, {
      message: `the trace records ${actor.event} with ${outcome}`,
      timeout: row.patience,
    })
    .toContain(outcome);
  row.checked(`traced ${outcome}`);
}

async function expectSignupKept(row: Row, owner: BusinessOwner): Promise<void> {
  const form = row.flows.signupForm(row.page.getByRole('main'));
  await expect(form.firstName).toHaveValue(owner.firstName);
  await expect(form.email).toHaveValue(owner.email);
  await expect(form.businessName).toHaveValue(owner.businessName);
  await expect(form.password).toHaveValue(owner.password);
  await expect.poll(async () => digitsOf(await form.phone.inputValue())).toBe(owner.phone.local);
  await expect(form.terms).toBeChecked();
  row.checked('form kept');
}

/** No account for the phone yet: the fault spent nothing the retry needs. */
async function noAccountYet(row: Row, owner: BusinessOwner): Promise<void> {
  expect((await row.api.login(owner.phone.international, owner.password)).status).toBe(401);
  row.checked('no account yet');
}

/** The account exists with the owner's password: the phone proof paid for it. */
async function accountMade(row: Row, owner: BusinessOwner): Promise<void> {
  await expect(message(row.page, m.flow_account_created({}, { locale: row.locale }))).toBeVisible();
  expect((await row.api.login(owner.phone.international, owner.password)).status).toBe(200);
  row.checked('retry made the account');
}

async function fillSignupForm(row: Row, owner: BusinessOwner): Promise<void> {
  const { page, flows } = row;
  await page.goto(flows.path('/register?mode=signup'));
  await untilLive(page);
  const main = page.getByRole('main');
  await flows.fillSignup(main, owner);
  await tick(flows.signupForm(main).terms);
}

const sendCodeCall = (stack: StackUrls): Call => ({
  url: `${stack.emulator}/**/accounts:sendVerificationCode*`,
  method: 'POST',
});
const confirmCodeCall = (stack: StackUrls): Call => ({
  url: `${stack.emulator}/**/accounts:signInWithPhoneNumber*`,
  method: 'POST',
});
const resetCall = (stack: StackUrls, method: string): Call => ({
  url: `${stack.api}/auth/users/**`,
  method,
});
const accountCall = (stack: StackUrls, method: string): Call => ({
  url: `${stack.api}/auth/account`,
  method,
});

const sendCode: FaultActor = {
  name: 'send code',
  kind: 'firebase',
  machine: 'signup.phoneCode',
  event: 'xstate.error.actor.sendCode',
  step: 'send',
  faults: SEND_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const owner = ownerFor(row, row.newPhone());
    await fillSignupForm(row, owner);
    const fault = await row.inject(sendCodeCall(stack));
    await flows.signupForm(page.getByRole('main')).submit.click();
    await told(row, failureText({ failure, place: 'signupSend' }, locale));
    await traced(row, this, outcomeOf(failure));
    await expect(page).toHaveURL(flows.endsAt('/register?mode=signup'));
    await expectSignupKept(row, owner);
    await fault.heal();
    await flows.signupForm(page.getByRole('main')).submit.click();
    await expect(page).toHaveURL(flows.endsAt('/verify-otp', false));
    await row.emulatorCodes.latest(owner.phone.international);
    row.checked('retry sent the code');
  },
};

const confirmCode: FaultActor = {
  name: 'confirm code',
  kind: 'firebase',
  machine: 'signup.phoneCode',
  event: 'xstate.error.actor.confirmCode',
  step: 'confirm',
  faults: CONFIRM_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const owner = ownerFor(row, row.newPhone());
    await flows.startSignup(page, owner);
    const code = await row.emulatorCodes.latest(owner.phone.international);
    const fault = await row.inject(confirmCodeCall(stack));
    await flows.typeCode(page, code);
    await told(row, failureText({ failure, place: 'signupCode' }, locale));
    await traced(row, this, outcomeOf(failure));
    // Still on the code screen, for the number the owner gave.
    await expect(page).toHaveURL(flows.endsAt('/verify-otp', false));
    await expect(page.getByRole('group', { name: flows.words.codeGroup })).toBeVisible();
    row.checked('code screen kept');
    await noAccountYet(row, owner);
    await fault.heal();
    if (row.fault === 'code-expired') {
      // A code that cannot work any more: a new one may be asked for at once.
      const resend = page.getByRole('button', { name: m.form_otp_resend({}, { locale }) });
      await resend.click();
      await flows.typeCode(page, await row.emulatorCodes.latest(owner.phone.international, 1));
    } else {
      await flows.typeCode(page, code);
    }
    await accountMade(row, owner);
  },
};

const register: FaultActor = {
  name: 'register',
  kind: 'api',
  machine: 'signup',
  event: 'xstate.error.actor.register',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const owner = ownerFor(row, row.newPhone());
    await flows.startSignup(page, owner);
    const code = await row.emulatorCodes.latest(owner.phone.international);
    // Right after the code's check: offline there would fail the check instead.
    const fault = await row.inject({ url: `${stack.api}/auth/register`, method: 'POST' }, true);
    await flows.typeCode(page, code);
    await told(row, failureText({ failure, place: 'register' }, locale));
    await traced(row, this, outcomeOf(failure));
    await expect(page).toHaveURL(flows.endsAt('/register?mode=signup'));
    await expectSignupKept(row, owner);
    await noAccountYet(row, owner);
    await fault.heal();
    // A failed registration voids the phone's proof (the API may have spent it before it
    // failed): trying again proves the phone again, with a new code.
    const sent = page.waitForResponse((r) => /accounts:sendVerificationCode/.test(r.url()));
    await flows.signupForm(page.getByRole('main')).submit.click();
    expect((await sent).status(), 'a new code sent').toBe(200);
    await expect(page).toHaveURL(flows.endsAt('/verify-otp', false));
    await flows.typeCode(page, await row.emulatorCodes.replacing(owner.phone.international, code));
    await accountMade(row, owner);
  },
};

const login: FaultActor = {
  name: 'login',
  kind: 'api',
  machine: 'session',
  event: 'xstate.error.actor.login',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const user = await row.api.createUser(row.newPhone());
    await page.goto(flows.path('/register?mode=login'));
    await untilLive(page);
    const form = flows.loginForm(page);
    await form.phone.fill(user.phone.local);
    await form.password.fill(user.password);
    const fault = await row.inject({ url: `${stack.api}/auth/login`, method: 'POST' });
    await form.submit.click();
    await told(row, failureText({ failure, place: 'login' }, locale));
    await traced(row, this, outcomeOf(failure));
    await expect(form.phone).toHaveValue(user.phone.local);
    await expect(form.password).toHaveValue(user.password);
    row.checked('form kept');
    await fault.heal();
    await form.submit.click();
    await flows.expectLoggedIn(page);
    row.checked('retry logged in');
  },
};

// The reset's check right after the code: when the API cannot say, the owner goes on to the
// password step, and the reset itself answers the same question. Nothing to tell them.
const checkAccount: FaultActor = {
  name: 'check account',
  kind: 'api',
  machine: 'reset',
  event: 'xstate.error.actor.checkAccount',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const user = await row.api.createUser(row.newPhone());
    await flows.startReset(page, user.phone.local);
    const code = await row.emulatorCodes.latest(user.phone.international);
    const fault = await row.inject(resetCall(stack, 'GET'), true);
    await flows.typeCode(page, code);
    await expect(page).toHaveURL(flows.endsAt('/reset-password'), { timeout: row.patience });
    row.checked('went on to the password step');
    await traced(row, this, outcomeOf(failure));
    await expect(
      message(page, m.flow_no_account({}, { locale })),
      'no claim that there is no account',
    ).toHaveCount(0);
    await fault.heal();
    await flows.submitNewPassword(page, 'fault-pass-2');
    await expect(message(page, m.flow_password_updated({}, { locale }))).toBeVisible();
    expect((await row.api.login(user.phone.international, 'fault-pass-2')).status).toBe(200);
    row.checked('retry reset the password');
  },
};

const resetPassword: FaultActor = {
  name: 'reset password',
  kind: 'api',
  machine: 'reset',
  event: 'xstate.error.actor.resetPassword',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const user = await row.api.createUser(row.newPhone());
    await flows.startReset(page, user.phone.local);
    await flows.typeCode(page, await row.emulatorCodes.latest(user.phone.international));
    await expect(page).toHaveURL(flows.endsAt('/reset-password'));
    const fault = await row.inject(resetCall(stack, 'PUT'));
    await flows.submitNewPassword(page, 'fault-pass-1');
    await told(row, failureText({ failure, place: 'resetPassword' }, locale));
    await traced(row, this, outcomeOf(failure));
    const form = flows.resetForm(page);
    await expect(form.newPassword).toHaveValue('fault-pass-1');
    await expect(form.confirm).toHaveValue('fault-pass-1');
    row.checked('form kept');
    // Nothing changed: the old password still opens the account.
    expect((await row.api.login(user.phone.international, user.password)).status).toBe(200);
    row.checked('old password unchanged');
    await fault.heal();
    await form.submit.click();
    await expect(message(page, m.flow_password_updated({}, { locale }))).toBeVisible();
    // The same phone proof paid for the retry: the fault spent none of it.
    expect((await row.api.login(user.phone.international, 'fault-pass-1')).status).toBe(200);
    row.checked('retry reset the password');
  },
};

function deletionScreens(row: Row) {
  const options = { locale: row.locale };
  const main = row.page.getByRole('main');
  const heading = (name: string) => main.getByRole('heading', { level: 1, name });
  return {
    confirm: heading(m.screen_delete_confirm_title({}, options)),
    done: heading(m.screen_delete_done_title({}, options)),
    tick: main.getByRole('checkbox', { name: m.screen_delete_confirm_tick({}, options) }),
    submit: main.getByRole('button', { name: m.screen_delete_confirm_submit({}, options) }),
  };
}

/** Asks for a deletion's code for this phone on /delete-account and waits for the code screen. */
async function startDeletion(row: Row, phoneTyped: string): Promise<void> {
  const { page, flows } = row;
  await page.goto(flows.path('/delete-account'));
  await untilLive(page);
  const main = page.getByRole('main');
  await main.getByLabel(flows.words.field.phone).fill(phoneTyped);
  await main.getByRole('button', { name: flows.words.sendCode }).click();
  await expect(page.getByRole('group', { name: flows.words.codeGroup })).toBeVisible();
}

/** The account no longer opens with its password: the deletion went through. */
async function accountDeleted(row: Row, user: { phone: TestPhone; password: string }) {
  await expect(deletionScreens(row).done).toBeVisible();
  expect((await row.api.login(user.phone.international, user.password)).status).toBe(401);
  row.checked('retry deleted the account');
}

// The deletion's check right after the code: when the API cannot say, the owner goes on to
// the confirm screen, and the deletion itself answers the same question. Nothing to tell them.
const deletionCheckAccount: FaultActor = {
  name: 'deletion check account',
  kind: 'api',
  machine: 'deletion',
  event: 'xstate.error.actor.checkAccount',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const user = await row.api.createUser(row.newPhone());
    await startDeletion(row, user.phone.local);
    const code = await row.emulatorCodes.latest(user.phone.international);
    const fault = await row.inject(accountCall(stack, 'GET'), true);
    await flows.typeCode(page, code);
    const screens = deletionScreens(row);
    await expect(screens.confirm).toBeVisible({ timeout: row.patience });
    row.checked('went on to the confirm screen');
    await traced(row, this, outcomeOf(failure));
    await expect(
      message(page, m.flow_no_account({}, { locale })),
      'no claim that there is no account',
    ).toHaveCount(0);
    await fault.heal();
    await tick(screens.tick);
    await screens.submit.click();
    await accountDeleted(row, user);
  },
};

const deleteAccount: FaultActor = {
  name: 'delete account',
  kind: 'api',
  machine: 'deletion',
  event: 'xstate.error.actor.deleteAccount',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    const user = await row.api.createUser(row.newPhone());
    await startDeletion(row, user.phone.local);
    await flows.typeCode(page, await row.emulatorCodes.latest(user.phone.international));
    const screens = deletionScreens(row);
    await expect(screens.confirm).toBeVisible();
    const fault = await row.inject(accountCall(stack, 'DELETE'));
    await tick(screens.tick);
    await screens.submit.click();
    await told(row, failureText({ failure, place: 'deleteAccount' }, locale));
    await traced(row, this, outcomeOf(failure));
    await expect(screens.confirm).toBeVisible();
    await expect(screens.tick).toBeChecked();
    row.checked('confirm screen kept');
    // Nothing deleted: the password still opens the account.
    expect((await row.api.login(user.phone.international, user.password)).status).toBe(200);
    row.checked('account still there');
    await fault.heal();
    await screens.submit.click();
    // The same phone proof paid for the retry: the fault spent none of it.
    await accountDeleted(row, user);
  },
};

// The check of a kept session as a page opens. A failure that is not the API refusing the
// token says nothing about the session: the owner stays signed in and is told nothing.
const checkSession: FaultActor = {
  name: '/auth/me',
  kind: 'api',
  machine: 'session',
  event: 'xstate.error.actor.checkSession',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, failure, locale } = row;
    await startLoggedIn(page, row.api, row.newPhone());
    const me: Call = { url: `${stack.api}/auth/me`, method: 'GET' };
    const fault = await row.inject(me, true);
    await page.goto(flows.path('/'));
    await traced(row, this, outcomeOf(failure));
    const welcome = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${flows.words.welcome}`) })
      .or(page.getByRole('banner').getByRole('button', { name: flows.words.menu }));
    await expect(welcome).toBeVisible();
    await expect(message(page, m.flow_session_ended({}, { locale }))).toHaveCount(0);
    row.checked('still signed in, told nothing');
    await fault.heal();
    const checked = page.waitForResponse((r) => r.url() === `${stack.api}/auth/me`);
    await page.reload();
    expect((await checked).status()).toBe(200);
    await expect(welcome).toBeVisible();
    row.checked('retry checked the session');
  },
};

function contactForm(row: Row) {
  const options = { locale: row.locale };
  const main = row.page.getByRole('main');
  return {
    fullname: main.getByLabel(m.contact_field_fullname({}, options)),
    email: main.getByLabel(m.contact_field_email({}, options)),
    message: main.getByLabel(m.contact_field_message({}, options)),
    submit: main.getByRole('button', { name: m.contact_submit({}, options) }),
  };
}

async function fillContact(row: Row, words: string): Promise<ReturnType<typeof contactForm>> {
  const form = contactForm(row);
  await form.fullname.fill('Nora Salah');
  await form.email.fill(`nora.${Date.now()}@studio.example`);
  await form.message.fill(words);
  return form;
}

const contactSend: FaultActor = {
  name: 'contact send',
  kind: 'api',
  machine: 'contact',
  event: 'xstate.error.actor.sendMessage',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, failure, locale } = row;
    await page.goto(flows.path('/contact-us'));
    await untilLive(page);
    const form = await fillContact(row, 'Do you list padel courts?');
    const email = await form.email.inputValue();
    const fault = await row.inject({ url: '**/contact', method: 'POST' });
    await form.submit.click();
    await told(row, contactFailureText(failure, locale));
    await traced(row, this, outcomeOf(failure));
    await expect(form.fullname).toHaveValue('Nora Salah');
    await expect(form.email).toHaveValue(email);
    await expect(form.message).toHaveValue('Do you list padel courts?');
    row.checked('form kept');
    await fault.heal();
    await form.submit.click();
    await expect(page).toHaveURL(flows.endsAt('/thank-you'));
    row.checked('retry sent the message');
  },
};

/** The reference of the tab's trace, or '' when there is none yet. */
const traceReference = async (page: Page) => (await tabTrace(page)).reference ?? '';

// The trace goes with a contact message when the owner attaches it. When it cannot be
// stored, the message still goes, and the thank-you page claims no reference; the trace
// stays in the tab for the next message.
const traceUpload: FaultActor = {
  name: 'trace upload',
  kind: 'api',
  machine: 'contact',
  event: 'xstate.done.actor.sendMessage',
  faults: API_FAULTS,
  async run(row) {
    const { page, flows, stack, locale } = row;
    // A failed login leaves a trace in the tab to attach.
    await page.goto(flows.path('/register?mode=login'));
    await untilLive(page);
    const login = flows.loginForm(page);
    await login.phone.fill(row.newPhone().local);
    await login.password.fill('not-their-password');
    const answered = page.waitForResponse((r) => r.url() === `${stack.api}/auth/login`);
    await login.submit.click();
    await answered;
    let reference = '';
    await expect
      .poll(async () => (reference = await traceReference(page)), { message: 'a trace in the tab' })
      .not.toBe('');
    const attached = m.contact_attach_trace({ reference }, { locale });
    await page.goto(flows.path(`/contact-us?reference=${reference}`));
    await untilLive(page);
    await expect(page.getByRole('checkbox', { name: attached })).toBeChecked();
    const form = await fillContact(row, 'My login failed.');
    // The message follows at once, and must still go.
    const fault = await row.inject({ url: `${stack.api}/flow-traces`, method: 'POST' }, true);
    await form.submit.click();
    await expect(page).toHaveURL(flows.endsAt('/thank-you'), { timeout: row.patience });
    await expect(page.getByText(m.thank_you_reference({ reference }, { locale }))).toHaveCount(0);
    row.checked('message sent without claiming the reference');
    // Still in the tab, for the next message to carry.
    expect(await traceReference(page)).toBe(reference);
    row.checked('trace kept in the tab');
    const stored = await fetch(`${stack.api}/__test/flow-traces/${reference}`);
    expect(stored.status, 'the trace was not stored').toBe(404);
    await fault.heal();
    await page.goto(flows.path(`/contact-us?reference=${reference}`));
    await untilLive(page);
    await (await fillContact(row, 'Trying again.')).submit.click();
    await expect(page.getByText(m.thank_you_reference({ reference }, { locale }))).toBeVisible();
    expect((await fetch(`${stack.api}/__test/flow-traces/${reference}`)).status).toBe(200);
    row.checked('retry stored the trace');
  },
};

export const FAULT_ACTORS: FaultActor[] = [
  sendCode,
  confirmCode,
  register,
  login,
  checkAccount,
  resetPassword,
  deletionCheckAccount,
  deleteAccount,
  checkSession,
  contactSend,
  traceUpload,
];
