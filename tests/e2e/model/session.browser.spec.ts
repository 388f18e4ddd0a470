import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, EventObject } from 'xstate';
import { sessionMachine } from '../../../src/machines/session.machine';
import { m } from '../../../src/paraglide/messages.js';
import { FailureError, type Failure } from '../../../src/schemas/failure';
import { failureText } from '../../../src/content/failures';
import type { NewUser } from '../helpers/apiClient';
import type { EmulatorCodes } from '../helpers/emulatorCodes';
import { test } from '../helpers/fixtures';
import { uniquePhone } from '../../helpers/phones';
import { escapeRegExp, flowsIn, message, tick } from '../helpers/flows';
import { flowModel } from '../../model/flowModel';
import { fewestPaths } from '../../model/paths';
import {
  describeBrowserModel,
  type BrowserScene,
  type BrowserStart,
  type BrowserSuite,
  type BrowserTables,
} from './browserHarness';

// The session machine (login, the stored session's check, logout, a logout in another tab, the
// account deleted from this tab),
// walked in Chromium along the paths its jsdom model suite (tests/model/session.model.test.tsx)
// walks, in both page languages, with a real account.

const SERVER_MESSAGE = 'Invalid phone or password';
const SESSION_ENDED = 'Your session has ended. Please login again.';
const http = (status: number, said?: string) =>
  new FailureError({ kind: 'http', status, ...(said ? { said } : {}) });

const events: AnyEventObject[] = [
  { type: 'login.submit' },
  { type: 'xstate.done.actor.login' },
  { type: 'xstate.error.actor.login', error: http(401, SERVER_MESSAGE) },
  { type: 'xstate.error.actor.login', error: http(500) },
  { type: 'logout' },
  { type: 'loggedOutElsewhere' },
  { type: 'xstate.done.actor.checkSession' },
  { type: 'xstate.error.actor.checkSession', error: http(401, SESSION_ENDED) },
  { type: 'xstate.error.actor.checkSession', error: new FailureError({ kind: 'network' }) },
  // The owner deletes the account this tab is logged in to, on /delete-account.
  { type: 'account.deleted' },
];

interface SessionScene extends BrowserScene {
  user: NewUser;
  codes: EmulatorCodes;
  // The failure the last call was made to end with.
  failure?: Failure;
}

const failureOf = (scene: SessionScene): Failure => scene.failure ?? { kind: 'unexpected' };

let phones = 0;
// Each path its own account; the worker's range keeps parallel runs apart.
const newPhone = () => uniquePhone(test.info().workerIndex + 100 * (++phones % 50));

const words = (scene: BrowserScene) => ({ locale: scene.locale });

function header(scene: SessionScene) {
  const banner = scene.page.getByRole('banner');
  const flows = flowsIn(scene.locale);
  return {
    welcome: banner
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(flows.words.welcome)}`) })
      .or(banner.getByRole('button', { name: flows.words.menu })),
    login: banner.getByRole('link', { name: m.nav_login({}, words(scene)), exact: true }),
  };
}

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('userData'));

/**
 * Deletes the logged-in owner's account as the owner does: the Welcome menu's link to
 * /delete-account, their phone, the code the emulator sent it, the box ticked, Delete.
 */
async function deleteAccount(scene: SessionScene): Promise<void> {
  const { page, locale, user, codes } = scene;
  const flows = flowsIn(locale);
  const main = page.getByRole('main');
  await header(scene).welcome.click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: m.nav_delete_account({}, words(scene)) })
    .click();
  await expect(page).toHaveURL(flows.endsAt('/delete-account'));
  await expect(
    main.getByRole('heading', { level: 1, name: m.screen_delete_title({}, words(scene)) }),
  ).toBeVisible();
  const sent = (await codes.all(user.phone.international)).length;
  await main.getByLabel(flows.words.field.phone).fill(user.phone.local);
  await main.getByRole('button', { name: flows.words.sendCode }).click();
  await expect(page.getByRole('group', { name: flows.words.codeGroup })).toBeVisible();
  await flows.typeCode(page, await codes.latest(user.phone.international, sent));
  await tick(main.getByRole('checkbox', { name: m.screen_delete_confirm_tick({}, words(scene)) }));
  await main
    .getByRole('button', { name: m.screen_delete_confirm_submit({}, words(scene)) })
    .click();
  await expect(
    main.getByRole('heading', { level: 1, name: m.screen_delete_done_title({}, words(scene)) }),
  ).toBeVisible();
}

const tables: BrowserTables<SessionScene> = {
  states: {
    loggedIn: async (scene) => {
      await expect(header(scene).welcome).toBeVisible();
      await expect(header(scene).login).toHaveCount(0);
      expect(await storedUser(scene.page)).not.toBeNull();
    },
    loggedOut: async (scene) => {
      await expect(header(scene).login).toBeVisible();
      await expect(header(scene).welcome).toHaveCount(0);
      expect(await storedUser(scene.page)).toBeNull();
    },
    loggingIn: async (scene) => {
      await expect(
        scene.page
          .getByRole('main')
          .getByRole('button', { name: m.form_login_pending({}, words(scene)) }),
      ).toBeDisabled();
    },
  },
  events: {
    'login.submit': {
      does: async (scene) => {
        const flows = flowsIn(scene.locale);
        if (!/\/register\?mode=login$/.test(scene.page.url()))
          await scene.page.goto(flows.path('/register?mode=login'));
        const form = flows.loginForm(scene.page);
        await form.phone.fill(scene.user.phone.local);
        await form.password.fill(scene.user.password);
        await form.submit.click();
      },
    },
    logout: {
      // The logout reloads the page: what follows happens on the new one.
      does: async (scene) => {
        await header(scene).welcome.click();
        const reloaded = scene.page.waitForEvent('load');
        await scene.page
          .getByRole('banner')
          .getByRole('button', { name: m.nav_logout({}, words(scene)) })
          .click();
        await reloaded;
      },
    },
    // Another tab of the same browser logs out.
    loggedOutElsewhere: {
      does: async (scene) => {
        const other = await scene.page.context().newPage();
        await other.goto(flowsIn(scene.locale).path('/'));
        await other.evaluate(() => localStorage.removeItem('userData'));
        await other.close();
      },
      sees: (scene) =>
        expect(message(scene.page, m.flow_logged_out_elsewhere({}, words(scene)))).toBeVisible(),
    },
    // The owner deletes the account: the page logs the tab out where it is.
    'account.deleted': {
      // No path logs in again after it: the account is gone.
      does: deleteAccount,
      sees: async (scene) => {
        await expect(header(scene).login).toBeVisible();
        expect(await storedUser(scene.page)).toBeNull();
      },
    },
    'xstate.done.actor.login': {
      sees: (scene) => flowsIn(scene.locale).expectLoggedIn(scene.page),
    },
    'xstate.error.actor.login': {
      sees: async (scene) => {
        const line = failureText({ failure: failureOf(scene), place: 'loginLine' }, scene.locale);
        await expect(scene.page.locator('.form-error')).toHaveText(line);
        await expect(flowsIn(scene.locale).loginForm(scene.page).phone).toHaveValue(
          scene.user.phone.local,
        );
      },
    },
    'xstate.error.actor.checkSession': {
      sees: async (scene) => {
        const ended = message(
          scene.page,
          failureText({ failure: failureOf(scene), place: 'sessionEnded' }, scene.locale),
        );
        if (scene.failure?.kind === 'http') await expect(ended).toBeVisible();
        else await expect(ended).toHaveCount(0);
      },
    },
  },
  calls: {
    login: { url: '**/auth/login', method: 'POST' },
    checkSession: { url: '**/auth/me', method: 'GET' },
  },
  settle: (scene, outcome) => {
    const error = (outcome as EventObject & { error?: FailureError }).error;
    if (!error) return (route) => route.continue();
    scene.failure = error.failure;
    const { failure } = error;
    if (failure.kind === 'http')
      return (route) =>
        route.fulfill({
          status: failure.status,
          ...(failure.said ? { json: { message: failure.said } } : { body: '' }),
        });
    return (route) => route.abort('internetdisconnected');
  },
};

const everyEdge: BrowserStart<SessionScene>['choose'] = (all) => [
  ...all.filter((p) => p.steps.length === 1),
  ...fewestPaths(all),
];

// A visitor on the login screen, and an owner coming back with their session stored (the
// login's answer in localStorage, once: the reload a logout makes finds it gone).
const starts: BrowserStart<SessionScene>[] = [
  {
    name: 'logged out',
    input: { user: undefined },
    choose: everyEdge,
    open: async ({ page, locale, api, codes }) => {
      const user = await api.createUser(newPhone());
      await page.goto(flowsIn(locale).path('/register?mode=login'));
      return { page, locale, user, codes };
    },
  },
  {
    name: 'returning',
    input: { user: { token: 'jwt', firstName: 'Nour', mobileNumber: '+201000000000' } },
    choose: everyEdge,
    open: async ({ page, locale, api, codes }) => {
      const user = await api.createUser(newPhone());
      const answer = JSON.stringify(await api.loginAnswer(user));
      await page.addInitScript((stored) => {
        if (sessionStorage.getItem('test:seeded')) return;
        sessionStorage.setItem('test:seeded', '1');
        localStorage.setItem('userData', stored);
      }, answer);
      await page.goto(flowsIn(locale).path('/success-login'));
      return { page, locale, user, codes };
    },
  },
];

const suite: BrowserSuite<SessionScene> = {
  name: 'session',
  machine: 'session',
  model: flowModel(sessionMachine),
  events,
  serializeState: (s) => JSON.stringify(s.value),
  starts,
  tables,
};

describeBrowserModel(suite);
