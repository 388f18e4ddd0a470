import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { passwordToggleText } from '../../../src/content/forms';
import { FailureError } from '../../../src/schemas/failure';
import { renderRoute } from '../../helpers/render';

vi.setConfig({ testTimeout: 30_000 });

test('a send that fails leaves the sign-up form as the owner left it, the password still shown', async () => {
  const sendCode = vi.fn(() =>
    Promise.reject(new FailureError({ kind: 'auth', reason: 'send-failed' })),
  );
  const user = userEvent.setup({ delay: null });
  renderRoute('/register?mode=signup', {
    phoneAuth: { sendCode, confirm: () => new Promise(() => {}) },
  });
  await user.type(await screen.findByLabelText('First name'), 'Mona');
  await user.type(screen.getByLabelText('Last name'), 'Adel');
  await user.type(screen.getByLabelText('Business name'), 'Nile Yoga');
  await user.selectOptions(screen.getByLabelText('Business type'), 'Yoga studio');
  await user.type(screen.getByLabelText('Email'), 'mona@nile.example');
  await user.type(screen.getByLabelText('Phone number'), '010 0123 4567');
  const password = screen.getByLabelText('Password', { exact: true });
  await user.type(password, 'secret1');
  // The owner chose to see what they typed: the form drawn anew from the details it sent
  // would hide it again.
  await user.click(screen.getByRole('button', { name: passwordToggleText.show }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  const send = screen.getByRole('button', { name: 'Create account' });
  await user.click(send);
  await waitFor(() => expect(sendCode).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled());
  expect(screen.getByLabelText('Password', { exact: true })).toBe(password);
  expect(password).toHaveAttribute('type', 'text');
  expect(password).toHaveValue('secret1');
});
