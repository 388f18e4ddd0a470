import { expect } from '@playwright/test';
import { failureText } from '../../../src/content/failures';
import { m } from '../../../src/paraglide/messages.js';
import { outcomeOf } from '../../../src/schemas/failure';
import { told, traced, type FaultActor } from '../helpers/faultActors';
import { API_FAULTS, type Call } from '../helpers/faults';
import { untilLive } from '../helpers/fixtures';
import { message } from '../helpers/flows';
import { startLoggedIn } from '../helpers/session';

// The session's calls: the login, and the check of a kept session.

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

export default [login, checkSession] satisfies FaultActor[];
