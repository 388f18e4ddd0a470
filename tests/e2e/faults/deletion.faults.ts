import { expect } from '@playwright/test';
import { failureText } from '../../../src/content/failures';
import { m } from '../../../src/paraglide/messages.js';
import { outcomeOf } from '../../../src/schemas/failure';
import type { TestPhone } from '../../helpers/phones';
import { told, traced, type FaultActor, type Row } from '../helpers/faultActors';
import { API_FAULTS, type Call } from '../helpers/faults';
import { untilLive } from '../helpers/fixtures';
import { message, tick } from '../helpers/flows';
import type { StackUrls } from '../helpers/stackEnv';

// The deletion's calls after its code step (the code step is one machine for every flow: its
// calls are faulted in the sign-up's rows).

const accountCall = (stack: StackUrls, method: string): Call => ({
  url: `${stack.api}/auth/account`,
  method,
});

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

export default [deletionCheckAccount, deleteAccount] satisfies FaultActor[];
