import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flowText } from '../../../src/content/flows';
import { memoryStore } from '../../../src/services/storage';
import { httpFailure } from '../../helpers/failures';
import { testPhone } from '../../helpers/phones';
import { renderRoute } from '../../helpers/render';

const phone = testPhone();

function fakeAuth(login: () => Promise<{ token: string }>) {
  return {
    login,
    register: () => Promise.resolve(),
    checkResetAccount: () => Promise.resolve(),
    resetPassword: () => Promise.resolve(),
    checkDeletionAccount: () => Promise.resolve(),
    deleteAccount: () => Promise.resolve(),
    // The stored session's check stays unanswered: the owner counts as logged in meanwhile.
    me: () => new Promise<never>(() => {}),
  };
}

describe('login screen', () => {
  it(
    'logs in with the international number and goes to the app download',
    { timeout: 15_000 },
    async () => {
      const calls: unknown[] = [];
      const localStore = memoryStore();
      const { router } = renderRoute('/register?mode=login', {
        localStore,
        auth: {
          ...fakeAuth(async () => ({ token: 'jwt' })),
          login: async (payload) => {
            calls.push(payload);
            return { token: 'jwt', firstName: 'Mona' };
          },
        },
      });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/phone/i), phone.local);
      await user.type(screen.getByLabelText(/^password$/i), 'secret1');
      await user.click(screen.getByRole('button', { name: /login/i }));
      // The toast first: it closes after two seconds, which the page it leads to may outlast.
      expect(await screen.findByText(flowText.loggedIn)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/how-it-works'));
      expect(calls).toEqual([{ username: phone.international, password: 'secret1' }]);
      expect(JSON.parse(localStore.get('userData') ?? '{}')).toEqual({
        token: 'jwt',
        firstName: 'Mona',
      });
      expect(router.state.location.hash).toBe('download');
    },
  );

  // A refusal is the owner's to fix; a failure is the server's. The line says which.
  it.each([
    ['refuses the credentials', 401, 'Invalid phone or password', 'Invalid phone or password'],
    ['fails', 500, 'Database down', flowText.loginFailedLine],
  ])(
    'when the server %s: the line under the form says so, and a toast only what it does not',
    async (_, status, message, line) => {
      renderRoute('/register?mode=login', {
        auth: fakeAuth(() => Promise.reject(httpFailure(status, message))),
      });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/phone/i), phone.local);
      await user.type(screen.getByLabelText(/^password$/i), 'secret1');
      await user.click(screen.getByRole('button', { name: /login/i }));
      const errorLine = await waitFor(() => {
        const found = document.querySelector('.form-error');
        expect(found).not.toBeNull();
        return found;
      });
      expect(errorLine).toHaveTextContent(line);
      if (status === 401) {
        expect(screen.queryByText(flowText.loginFailedLine)).toBeNull();
        // The line says the server's refusal; a toast would say it twice.
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        expect(document.querySelector('.Toastify__toast')).toBeNull();
      } else {
        // The server's own words, which the line does not say.
        expect(await screen.findByText(message, { selector: '.Toastify__toast' })).toBeVisible();
      }
      // Nothing typed is lost.
      expect(screen.getByLabelText(/phone/i)).toHaveValue(phone.local);
      expect(screen.getByLabelText(/^password$/i)).toHaveValue('secret1');
    },
  );

  it('sends a logged-in user from /register to /', async () => {
    const { router } = renderRoute('/register', {
      localStore: memoryStore({ userData: JSON.stringify({ token: 'jwt' }) }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
