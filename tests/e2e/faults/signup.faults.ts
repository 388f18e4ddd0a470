import { expect } from '@playwright/test';
import { failureText } from '../../../src/content/failures';
import { m } from '../../../src/paraglide/messages.js';
import { outcomeOf } from '../../../src/schemas/failure';
import { ownerFor, told, traced, type FaultActor, type Row } from '../helpers/faultActors';
import { API_FAULTS, CONFIRM_FAULTS, SEND_FAULTS, type Call } from '../helpers/faults';
import { untilLive } from '../helpers/fixtures';
import { message, tick, type BusinessOwner } from '../helpers/flows';
import type { StackUrls } from '../helpers/stackEnv';

// The sign-up's calls: its code step's two, and the registration.

const ARABIC_INDIC_ZERO = 0x0660;
/** The digits of a field's value, Arabic-Indic ones read as Latin. */
const digitsOf = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/\D/g, '');

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

export default [sendCode, confirmCode, register] satisfies FaultActor[];
