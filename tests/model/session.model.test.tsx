import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, EventObject, SnapshotFrom } from 'xstate';
import { flowText } from '../../src/content/flows';
import { loginRequiredText } from '../../src/content/forms';
import { sessionMachine } from '../../src/machines/session.machine';
import { ApiError, NETWORK_MESSAGE } from '../../src/services/api';
import { renderRoute } from '../support/render';
import { machineCoverage, printCoverage } from './coverage';
import { goTo, retype, seesText, settleOutcome, type Router, type User } from './driver';
import { fakeWorld, type FakeWorld } from './fakeServices';
import { describePath, fewestPaths, pathsCoveringEdges } from './paths';

const USER = { token: 'jwt', firstName: 'Mona', mobileNumber: '+201001234567' };
const SERVER_MESSAGE = 'Invalid phone or password';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

const events: AnyEventObject[] = [
  { type: 'login.submit', username: '+201001234567', password: 'secret1' },
  { type: 'xstate.done.actor.login', output: USER },
  { type: 'xstate.error.actor.login', error: new ApiError(SERVER_MESSAGE, 401) },
  // No message from the server (network failure, empty 500): the catalogue's text.
  { type: 'xstate.error.actor.login', error: new ApiError('', 500) },
  { type: 'logout' },
  // The stored session's check: still good, ended by the API, or no answer at all.
  { type: 'xstate.done.actor.checkSession', output: { firstName: 'Mona' } },
  { type: 'xstate.error.actor.checkSession', error: new ApiError(SESSION_ENDED, 401) },
  { type: 'xstate.error.actor.checkSession', error: new ApiError(NETWORK_MESSAGE) },
];

const serializeState = (s: { value: unknown; context: unknown }) => JSON.stringify(s.value);

// A visitor on the login screen, and an owner coming back with `userData` in localStorage
// (and its cookie) to a page that needs a login.
const starts: { name: string; url: string; local: Record<string, string> }[] = [
  { name: 'logged out', url: '/register?mode=login', local: {} },
  { name: 'returning', url: '/success-login', local: { userData: JSON.stringify(USER) } },
];

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const coverage = machineCoverage(sessionMachine);
afterAll(() => printCoverage('session', coverage));

// Each start walks every edge it can reach, so a returning owner's logout is replayed too.
for (const start of starts) {
  const user = start.local.userData ? USER : undefined;
  const all = pathsCoveringEdges(sessionMachine, { events, input: { user }, serializeState });
  const paths = [...all.filter((p) => p.steps.length === 1), ...fewestPaths(all)];
  describe(`session model, ${start.name}`, () => {
    it.each(paths.map((p) => [describePath(p), p] as const))(
      '%s',
      { timeout: 30_000 },
      async (_, path) => {
        if (user) document.cookie = `token=${user.token}; Path=/`;
        const world = fakeWorld(coverage.observe, {}, start.local);
        const { router, session } = renderRoute(start.url, world.services);
        const invalidate = vi.spyOn(router, 'invalidate');
        const driver = userEvent.setup();
        const at = { router, world, invalidate, bootChecks: user ? 1 : 0 };
        await waitFor(() =>
          expect(session.getSnapshot().value).toEqual(path.steps[0]?.state.value),
        );
        await assertScreen(session.getSnapshot(), at, { type: '' });
        for (const step of path.steps.slice(1)) {
          await perform(step.event, driver, router, world);
          await waitFor(() => expect(session.getSnapshot().value).toEqual(step.state.value));
          await assertScreen(session.getSnapshot(), at, step.event);
        }
      },
    );
  });
}

async function perform(event: EventObject, user: User, router: Router, world: FakeWorld) {
  if (await settleOutcome(event, world)) return;
  switch (event.type) {
    case 'login.submit':
      await goTo(router, '/register?mode=login');
      await retype(user, /phone/i, '01001234567');
      await retype(user, /^password$/i, 'secret1');
      await user.click(screen.getByRole('button', { name: /^log in$/i }));
      return;
    case 'logout': {
      const banner = screen.getByRole('banner');
      await user.click(within(banner).getByRole('button', { name: /welcome, mona/i }));
      await user.click(within(banner).getByRole('button', { name: /^logout$/i }));
      return;
    }
    default:
      throw new Error(`no driver for ${event.type}`);
  }
}

interface Scene {
  router: Router;
  world: FakeWorld;
  invalidate: { mock: { calls: unknown[] } };
  // Session checks made at start: one for a stored session, none otherwise.
  bootChecks: number;
}

async function assertScreen(snapshot: Snapshot, at: Scene, event: EventObject) {
  const { router, world } = at;
  const banner = await screen.findByRole('banner');
  const stored = world.localStore.get('userData');
  const onProtectedPage = router.state.location.pathname === '/success-login';
  // Checking or not, a logged-in owner sees the logged-in header: no flash of Login.
  if (snapshot.matches('loggedIn')) {
    expect(
      await within(banner).findByRole('button', { name: /welcome, mona/i }),
    ).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /^login$/i })).toBeNull();
    expect(JSON.parse(stored ?? 'null')).toEqual(USER);
    if (onProtectedPage) expect(screen.queryByText(loginRequiredText.title)).toBeNull();
  }
  if (snapshot.matches('loggedOut')) {
    expect(await within(banner).findByRole('link', { name: /^login$/i })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /welcome/i })).toBeNull();
    expect(stored).toBeNull();
    if (onProtectedPage) expect(await screen.findByText(loginRequiredText.title)).toBeVisible();
  }
  if (snapshot.matches({ loggedIn: 'checking' }))
    expect(world.calls.checkSession).toEqual([USER.token]);
  if (snapshot.matches('loggingIn')) {
    expect(await screen.findByRole('button', { name: /logging in/i })).toBeDisabled();
    expect(world.calls.login?.at(-1)).toEqual({ username: '+201001234567', password: 'secret1' });
  }
  if (event.type === 'xstate.done.actor.login') {
    await seesText(flowText.loggedIn);
    expect(router.state.location.pathname).toBe('/how-it-works');
    expect(router.state.location.search).toMatchObject({ activeTab: 1 });
    expect(router.state.location.hash).toBe('download');
    expect(document.cookie).toContain('token=jwt');
    // A token the API just issued is not checked again.
    expect(snapshot.matches({ loggedIn: 'active' })).toBe(true);
    expect(world.calls.checkSession ?? []).toHaveLength(at.bootChecks);
  }
  if (event.type === 'xstate.error.actor.login') {
    const { message } = (event as EventObject & { error: ApiError }).error;
    await seesText(message || flowText.loginFailed);
    expect(screen.getByText(flowText.loginFailedLine)).toBeInTheDocument();
    // Nothing typed is lost: the user can correct the password and try again.
    expect(screen.getByLabelText(/phone/i)).toHaveValue('01001234567');
  }
  if (event.type === 'xstate.error.actor.checkSession' && snapshot.matches('loggedOut')) {
    // Ended in place: the server's words, storage and cookie cleared, guards run again,
    // the same page and no reload.
    await seesText(SESSION_ENDED);
    expect(world.localStore.get('userData')).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect(at.invalidate.mock.calls).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/success-login');
    expect(world.calls.reload).toBeUndefined();
  }
  if (event.type.startsWith('xstate.') && event.type.includes('checkSession')) {
    if (snapshot.matches('loggedIn')) {
      expect(screen.queryByText(SESSION_ENDED)).toBeNull();
      expect(document.cookie).toContain('token=jwt');
    }
  }
  if (event.type === 'logout') {
    await waitFor(() => expect(world.calls.reload).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/');
    expect(document.cookie).not.toContain('token=');
  }
}
