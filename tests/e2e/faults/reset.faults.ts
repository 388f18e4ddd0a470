import { expect } from '@playwright/test';
import { failureText } from '../../../src/content/failures';
import { m } from '../../../src/paraglide/messages.js';
import { outcomeOf } from '../../../src/schemas/failure';
import { told, traced, type FaultActor } from '../helpers/faultActors';
import { API_FAULTS, type Call } from '../helpers/faults';
import { message } from '../helpers/flows';
import type { StackUrls } from '../helpers/stackEnv';

// The reset's calls after its code step (the code step is one machine for every flow: its
// calls are faulted in the sign-up's rows).

const resetCall = (stack: StackUrls, method: string): Call => ({
  url: `${stack.api}/auth/users/**`,
  method,
});

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

export default [checkAccount, resetPassword] satisfies FaultActor[];
