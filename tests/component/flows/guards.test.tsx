import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flowScreens, successPages } from '../../../src/content/flows';
import { loginRequiredText } from '../../../src/content/forms';
import type { AuthApi } from '../../../src/services/authApi';
import { memoryStore } from '../../../src/services/storage';
import { httpFailure } from '../../helpers/failures';
import { testPhone } from '../../helpers/phones';
import { renderRoute } from '../../helpers/render';

const PROMPT = loginRequiredText.title;
const owner = testPhone();

// An API that answers nothing unless a test says otherwise: the stored session's check stays
// open, so the owner counts as logged in meanwhile.
function fakeAuth(overrides: Partial<AuthApi> = {}): AuthApi {
  const never = () => new Promise<never>(() => {});
  return {
    register: never,
    login: never,
    checkResetAccount: never,
    resetPassword: never,
    checkDeletionAccount: never,
    deleteAccount: never,
    me: never,
    ...overrides,
  };
}

const loggedIn = () => ({
  localStore: memoryStore({ userData: JSON.stringify({ token: 'jwt', firstName: 'Mona' }) }),
});

// A phone verified moments ago, as the reset keeps it across a reload.
const verifiedReset = () => ({
  sessionStore: memoryStore({
    phoneNumber: JSON.stringify({ v: 1, phone: owner.international }),
    isResetting: JSON.stringify({ v: 1, idToken: 'token', verifiedAt: Date.now() }),
  }),
});

// Whether the login prompt was put on the page at any moment from now on, even if it was
// gone again before anyone looked: a page on its way out must not flash it.
function watchForPrompt() {
  let shown = false;
  const note = (records: MutationRecord[]) => {
    shown ||= records.some((record) =>
      [...record.addedNodes].some((node) => node.textContent?.includes(PROMPT)),
    );
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    note(observer.takeRecords());
    observer.disconnect();
    return shown;
  };
}

const newPasswordScreen = () =>
  screen.findByRole('heading', { name: flowScreens.resetPassword.title });

describe('pages that need a login or a reset in progress', () => {
  it.each(['/success-login', '/success-signup', '/reset-password'])(
    '%s asks a visitor to log in first',
    async (url) => {
      renderRoute(url);
      expect(await screen.findByText(/OOPS! Login first to access this page/i)).toBeInTheDocument();
    },
  );

  it.each([
    ['/success-login', successPages.login.title],
    ['/success-signup', successPages.signup.title],
  ])('%s shows its own page to a logged-in owner', async (url, title) => {
    renderRoute(url, loggedIn());
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByText(PROMPT)).toBeNull();
  });

  it('a success page asks to log in, in place and without a reload, once the API ends the session', async () => {
    let endSession: ((error: unknown) => void) | undefined;
    const reloads: unknown[] = [];
    const { router } = renderRoute('/success-login', {
      ...loggedIn(),
      reload: () => reloads.push('reload'),
      auth: fakeAuth({ me: () => new Promise((_, reject) => (endSession = reject)) }),
    });
    expect(
      await screen.findByRole('heading', { name: successPages.login.title }),
    ).toBeInTheDocument();
    // The stored session is being checked with the API; it answers that the session ended.
    await waitFor(() => expect(endSession).toBeDefined());
    await act(async () => endSession?.(httpFailure(401)));
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success-login');
    expect(reloads).toEqual([]);
  });

  it('logging out on a success page goes home without showing the prompt on the way', async () => {
    const reloads: unknown[] = [];
    const { router } = renderRoute('/success-login', {
      ...loggedIn(),
      reload: () => reloads.push('reload'),
      auth: fakeAuth(),
    });
    expect(
      await screen.findByRole('heading', { name: successPages.login.title }),
    ).toBeInTheDocument();
    const promptShown = watchForPrompt();
    const user = userEvent.setup();
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('button', { name: /welcome, mona/i }));
    await user.click(within(header).getByRole('button', { name: /^logout$/i }));
    await waitFor(() => expect(reloads).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/');
    expect(promptShown()).toBe(false);
  });
});

describe('/register is for visitors', () => {
  it.each(['signup', 'login'])('sends a logged-in owner home from mode=%s', async (mode) => {
    const { router } = renderRoute(`/register?mode=${mode}`, { ...loggedIn(), auth: fakeAuth() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a visitor the login form', async () => {
    const { router } = renderRoute('/register?mode=login', { auth: fakeAuth() });
    expect(await screen.findByRole('button', { name: /^login$/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('/reset-password follows the reset', () => {
  it('restores a verified reset after a reload and ignores a tampered one', async () => {
    const view = renderRoute('/reset-password', verifiedReset());
    expect(await newPasswordScreen()).toBeInTheDocument();
    view.unmount();
    renderRoute('/reset-password', {
      sessionStore: memoryStore({
        phoneNumber: JSON.stringify({ v: 1, phone: owner.international }),
        isResetting: '{"v":1,"idToken":',
      }),
    });
    expect(await screen.findByText(/OOPS! Login first/i)).toBeInTheDocument();
  });

  it('a reset that succeeds leaves for the login screen without showing the prompt on the way', async () => {
    const { router } = renderRoute('/reset-password', {
      ...verifiedReset(),
      auth: fakeAuth({ resetPassword: () => Promise.resolve() }),
    });
    expect(await newPasswordScreen()).toBeInTheDocument();
    const promptShown = watchForPrompt();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^new password$/i), 'new-secret-1');
    await user.type(screen.getByLabelText(/^confirm new password$/i), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: /update password/i }));
    await waitFor(() => expect(router.state.location.href).toBe('/register?mode=login'));
    expect(await screen.findByRole('button', { name: /^login$/i })).toBeInTheDocument();
    expect(promptShown()).toBe(false);
  });

  it('asks to log in, without a navigation, once the reset moves off its new-password step', async () => {
    const { router } = renderRoute('/reset-password', {
      ...verifiedReset(),
      phoneAuth: { sendCode: () => new Promise(() => {}), confirm: () => new Promise(() => {}) },
    });
    expect(await newPasswordScreen()).toBeInTheDocument();
    const reset = await router.options.context.flowsGate.flow('reset').load();
    // Nothing on this page moves the reset off that step today; any move that does must
    // take the form away with it.
    act(() => reset.send({ type: 'phone.submit', phone: owner.international }));
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
