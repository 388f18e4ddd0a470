import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyEventObject, EventObject } from 'xstate';
import { deletionScreens } from '../../src/content/deletion';
import { flowText } from '../../src/content/flows';
import { loginRequiredText } from '../../src/content/forms';
import { sessionMachine } from '../../src/machines/session.machine';
import { asFailure, statusOf } from '../../src/schemas/failure';
import { httpFailure, networkFailure } from '../helpers/failures';
import { renderRoute } from '../helpers/render';
import { testPhone } from '../helpers/phones';
import { machineCoverage } from './coverage';
import { goTo, retype, seesText, settleOutcome, type User } from './driver';
import { fakeWorld } from './fakeServices';
import { flowModel, liveView } from './flowModel';
import { describeModel, type FlowPath, type ModelTables, type Scene } from './harness';
import { fewestPaths } from './paths';

const owner = testPhone();
const USER = { token: 'jwt', firstName: 'Mona', mobileNumber: owner.international };
const SERVER_MESSAGE = 'Invalid phone or password';
const SESSION_ENDED = 'Your session has ended. Please login again.';

const events: AnyEventObject[] = [
  { type: 'login.submit', username: owner.international, password: 'secret1' },
  { type: 'xstate.done.actor.login', output: USER },
  { type: 'xstate.error.actor.login', error: httpFailure(401, SERVER_MESSAGE) },
  // No message from the server (network failure, empty 500): the catalogue's text.
  { type: 'xstate.error.actor.login', error: httpFailure(500) },
  { type: 'logout' },
  { type: 'loggedOutElsewhere' },
  // The owner deletes the account they are logged in to, in this tab.
  { type: 'account.deleted' },
  // The stored session's check: still good, ended by the API, or no answer at all.
  { type: 'xstate.done.actor.checkSession', output: { firstName: 'Mona' } },
  { type: 'xstate.error.actor.checkSession', error: httpFailure(401, SESSION_ENDED) },
  { type: 'xstate.error.actor.checkSession', error: networkFailure() },
];

interface SessionScene extends Scene {
  user: User;
  invalidate: { mock: { calls: unknown[] } };
  // Session checks made at start: one for a stored session, none otherwise.
  bootChecks: number;
}

const coverage = machineCoverage(sessionMachine);

function opens(url: string, local: Record<string, string>) {
  return async (): Promise<SessionScene> => {
    if (local.userData) document.cookie = `token=${USER.token}; Path=/`;
    const world = fakeWorld(coverage.observe, {}, local);
    const { router, session } = renderRoute(url, world.services);
    const invalidate = vi.spyOn(router, 'invalidate');
    // Both starts need the machine: a stored user to check, or the login form.
    const actor = await session.machine.load();
    const live = () => liveView(actor);
    return {
      router,
      world,
      live,
      invalidate,
      user: userEvent.setup(),
      bootChecks: local.userData ? 1 : 0,
    };
  };
}

// Each start walks every edge it can reach, so a returning owner's logout is replayed too.
const everyEdge = (all: FlowPath[]) => [
  ...all.filter((p) => p.steps.length === 1),
  ...fewestPaths(all),
];

// A visitor on the login screen, and an owner coming back with `userData` in localStorage
// (and its cookie) to a page that needs a login.
const starts = [
  {
    name: 'logged out',
    input: { user: undefined },
    open: opens('/register?mode=login', {}),
    choose: everyEdge,
  },
  {
    name: 'returning',
    input: { user: USER },
    open: opens('/success-login', { userData: JSON.stringify(USER) }),
    choose: everyEdge,
  },
];

const onProtectedPage = ({ router }: Scene) => router.state.location.pathname === '/success-login';
const banner = () => screen.findByRole('banner');
const storedUser = ({ world }: Scene) => JSON.parse(world.localStore.get('userData') ?? 'null');

const tables: ModelTables<SessionScene> = {
  unseen: {
    booting: 'passed through: a stored session is checked, or the visitor is logged out',
    'loggedIn.active': 'looks as loggedIn (its row) does: the check is over, or none was needed',
  },
  states: {
    // Checking or not, a logged-in owner sees the logged-in header: no flash of Login.
    loggedIn: async (scene) => {
      const header = await banner();
      expect(
        await within(header).findByRole('button', { name: /welcome, mona/i }),
      ).toBeInTheDocument();
      expect(within(header).queryByRole('link', { name: /^login$/i })).toBeNull();
      expect(storedUser(scene)).toEqual(USER);
      if (onProtectedPage(scene)) expect(screen.queryByText(loginRequiredText.title)).toBeNull();
    },
    loggedOut: async (scene) => {
      const header = await banner();
      expect(await within(header).findByRole('link', { name: /^login$/i })).toBeInTheDocument();
      expect(within(header).queryByRole('button', { name: /welcome/i })).toBeNull();
      expect(storedUser(scene)).toBeNull();
      if (onProtectedPage(scene))
        expect(await screen.findByText(loginRequiredText.title)).toBeVisible();
    },
    'loggedIn.checking': ({ world }) => {
      expect(world.calls.checkSession).toEqual([USER.token]);
    },
    loggingIn: async ({ world }) => {
      expect(await screen.findByRole('button', { name: /logging in/i })).toBeDisabled();
      expect(world.calls.login?.at(-1)).toEqual({
        username: owner.international,
        password: 'secret1',
      });
    },
  },
  events: {
    'login.submit': {
      does: async ({ router, user }) => {
        await goTo(router, '/register?mode=login');
        await retype(user, /phone/i, owner.local);
        await retype(user, /^password$/i, 'secret1');
        await user.click(screen.getByRole('button', { name: /^login$/i }));
      },
    },
    logout: {
      does: async ({ user }) => {
        const header = screen.getByRole('banner');
        await user.click(within(header).getByRole('button', { name: /welcome, mona/i }));
        await user.click(within(header).getByRole('button', { name: /^logout$/i }));
      },
      sees: async ({ router, world }) => {
        await waitFor(() => expect(world.calls.reload).toHaveLength(1));
        expect(router.state.location.pathname).toBe('/');
        expect(document.cookie).not.toContain('token=');
      },
    },
    // The whole deletion, as the owner does it on /delete-account; the app tells the session.
    'account.deleted': {
      does: async ({ router, user, world }) => {
        const text = deletionScreens.confirm;
        const answer = (id: string, output: unknown) =>
          settleOutcome({ type: `xstate.done.actor.${id}`, output } as EventObject, world);
        await goTo(router, '/delete-account');
        await retype(user, /phone number/i, owner.local);
        await user.click(screen.getByRole('button', { name: /send code/i }));
        await answer('sendCode', 'verification-1');
        await user.type(await screen.findByLabelText(/digit 1 of 6/i), '123456');
        await answer('confirmCode', 'id-token');
        await answer('checkAccount', undefined);
        await user.click(await screen.findByRole('checkbox', { name: text.tick }));
        await user.click(screen.getByRole('button', { name: text.submit }));
        await answer('deleteAccount', undefined);
      },
      sees: async ({ router, world }) => {
        // The page tells of the deletion, logged out where it is: no reload, and no word of
        // another tab.
        expect(
          await screen.findByRole('heading', { name: deletionScreens.done.title }),
        ).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/delete-account');
        expect(document.cookie).not.toContain('token=');
        expect(world.calls.reload).toBeUndefined();
        expect(screen.queryByText(flowText.loggedOutElsewhere)).toBeNull();
      },
    },
    // Another tab logs out: it clears localStorage, and the browser tells this tab.
    loggedOutElsewhere: {
      does: async ({ world }) => {
        world.localStore.remove('userData');
        window.dispatchEvent(new StorageEvent('storage', { key: 'userData', newValue: null }));
      },
      sees: async (scene) => {
        await seesText(flowText.loggedOutElsewhere);
        // Told in place: the same page, its guards run again, no reload.
        expect(scene.invalidate.mock.calls.length).toBeGreaterThanOrEqual(1);
        expect(scene.world.calls.reload).toBeUndefined();
      },
    },
    'xstate.done.actor.login': {
      sees: async ({ router, world, live, bootChecks }) => {
        await seesText(flowText.loggedIn);
        expect(router.state.location.pathname).toBe('/how-it-works');
        expect(router.state.location.search).toMatchObject({ activeTab: 1 });
        expect(router.state.location.hash).toBe('download');
        expect(document.cookie).toContain('token=jwt');
        // A token the API just issued is not checked again.
        expect(live().matches('loggedIn.active')).toBe(true);
        expect(world.calls.checkSession ?? []).toHaveLength(bootChecks);
      },
    },
    'xstate.error.actor.login': {
      sees: async (_, event) => {
        const failure = asFailure((event as EventObject & { error: unknown }).error);
        // A refusal is said in the server's words under the form, a failure as one.
        const line = statusOf(failure) === 401 ? SERVER_MESSAGE : flowText.loginFailedLine;
        await waitFor(() => expect(document.querySelector('.form-error')).toHaveTextContent(line));
        // The line says what the toast would ('Internal server error' is its words too): no
        // toast says it again, once the toast's own check has run.
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        expect(document.querySelector('.Toastify__toast--error')).toBeNull();
        // Nothing typed is lost: the user can correct the password and try again.
        expect(screen.getByLabelText(/phone/i)).toHaveValue(owner.local);
      },
    },
    'xstate.done.actor.checkSession': { sees: () => staysLoggedIn() },
    'xstate.error.actor.checkSession': {
      sees: async (scene) => {
        // No answer at all keeps the owner logged in.
        if (scene.live().matches('loggedIn')) return staysLoggedIn();
        // Ended in place: the server's words, storage and cookie cleared, guards run again,
        // the same page and no reload.
        await seesText(SESSION_ENDED);
        expect(scene.world.localStore.get('userData')).toBeNull();
        expect(document.cookie).not.toContain('token=');
        expect(scene.invalidate.mock.calls).toHaveLength(1);
        expect(scene.router.state.location.pathname).toBe('/success-login');
        expect(scene.world.calls.reload).toBeUndefined();
      },
    },
  },
};

function staysLoggedIn() {
  expect(screen.queryByText(SESSION_ENDED)).toBeNull();
  expect(document.cookie).toContain('token=jwt');
}

describeModel({
  name: 'session',
  model: flowModel(sessionMachine),
  events,
  serializeState: (s) => JSON.stringify(s.value),
  starts,
  tables,
  coverage: [coverage],
});
