import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../src/services/storage';
import { testPhone } from '../../support/phones';
import { renderRoute } from '../../support/render';

describe('pages that need a login or a reset in progress', () => {
  it.each(['/success-login', '/success-signup', '/reset-password'])(
    '%s asks a visitor to log in first',
    async (url) => {
      renderRoute(url);
      expect(await screen.findByText(/OOPS! Login first to access this page/i)).toBeInTheDocument();
    },
  );

  it('shows the business success page to a logged-in owner', async () => {
    renderRoute('/success-signup', {
      localStore: memoryStore({ userData: JSON.stringify({ token: 'jwt' }) }),
    });
    expect(
      await screen.findByRole('heading', { name: /business account is ready/i }),
    ).toBeInTheDocument();
  });

  it('restores a verified reset after a reload and ignores a tampered one', async () => {
    const verifiedAt = Date.now();
    const phoneNumber = JSON.stringify({ v: 1, phone: testPhone().international });
    const view = renderRoute('/reset-password', {
      sessionStore: memoryStore({
        phoneNumber,
        isResetting: JSON.stringify({ v: 1, idToken: 'token', verifiedAt }),
      }),
    });
    expect(
      await screen.findByRole('heading', { name: /choose a new password/i }),
    ).toBeInTheDocument();
    view.unmount();
    renderRoute('/reset-password', {
      sessionStore: memoryStore({ phoneNumber, isResetting: '{"v":1,"idToken":' }),
    });
    expect(await screen.findByText(/OOPS! Login first/i)).toBeInTheDocument();
  });
});
