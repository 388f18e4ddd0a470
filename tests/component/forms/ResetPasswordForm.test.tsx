import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ResetPasswordForm } from '../../../src/ui/forms/ResetPasswordForm';
import { axeViolations } from '../axeCheck';

function setup(pending = false) {
  const onSubmit = vi.fn();
  render(<ResetPasswordForm onSubmit={onSubmit} pending={pending} />);
  return { onSubmit, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');

describe('ResetPasswordForm', () => {
  test('blur shows the exact messages', async () => {
    const { user } = setup();
    await user.click(newPassword());
    await user.tab();
    expect(newPassword()).toHaveAccessibleDescription('new password field is required!');
    await user.type(newPassword(), '12345');
    expect(newPassword()).toHaveAccessibleDescription('password should be 6 characters at least');
  });

  test('a mismatch shows on the confirmation and clears when it matches', async () => {
    const { user } = setup();
    await user.type(newPassword(), 'newpass');
    await user.type(confirm(), 'newpas');
    await user.tab();
    expect(confirm()).toHaveAccessibleDescription('password is not match');
    expect(newPassword()).not.toHaveAttribute('aria-invalid');
    await user.type(confirm(), 's');
    expect(screen.queryByText('password is not match')).not.toBeInTheDocument();
  });

  test('submitting empty focuses the new password; a valid submit sends once', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(newPassword()).toHaveFocus();
    expect(screen.getByText('new password field is required!')).toBeInTheDocument();
    await user.type(newPassword(), 'newpass');
    await user.type(confirm(), 'newpass');
    await user.dblClick(screen.getByRole('button', { name: 'Update password' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      newPassword: 'newpass',
      confirmNewPassword: 'newpass',
    });
  });

  test('each field has its own show/hide toggle', async () => {
    const { user } = setup();
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(second);
    expect(confirm()).toHaveAttribute('type', 'text');
    expect(newPassword()).toHaveAttribute('type', 'password');
    await user.click(first);
    expect(newPassword()).toHaveAttribute('type', 'text');
  });

  test('has no axe violations', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });
});
