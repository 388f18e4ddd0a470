import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { passwordStrengthText } from '../../../src/content/forms';
import { ResetPasswordForm } from '../../../src/ui/forms/ResetPasswordForm';

const t = passwordStrengthText;

test('the new password shows how strong it is, and a weak one is still accepted', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<ResetPasswordForm onSubmit={onSubmit} pending={false} />);
  const password = screen.getByLabelText('New password');
  // Before anything is typed the meter is there, empty, saying what the minimum is: nothing
  // appears above the rest of the form once the owner types.
  expect(screen.getByText(t.levels.empty)).toBeInTheDocument();
  for (const level of [t.levels.short, t.levels.weak, t.levels.fair, t.levels.strong])
    expect(screen.queryByText(level, { exact: false })).toBeNull();

  await user.type(password, 'abc');
  expect(screen.getByText(t.levels.short)).toBeInTheDocument();
  await user.type(password, 'def');
  expect(
    screen.getByText(`${t.levels.weak} ${t.stronger([t.tips.uppercase, t.tips.digit])}`),
  ).toBeInTheDocument();
  await user.clear(password);
  expect(screen.getByText(t.levels.empty)).toBeInTheDocument();
  await user.type(password, 'Abcdef12#');
  expect(screen.getByText(t.levels.strong)).toBeInTheDocument();

  await user.clear(password);
  await user.type(password, 'abcdef');
  await user.type(screen.getByLabelText('Confirm new password'), 'abcdef');
  await user.click(screen.getByRole('button', { name: 'Update password' }));
  expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'abcdef', confirmNewPassword: 'abcdef' });
});
