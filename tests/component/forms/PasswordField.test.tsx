import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PasswordField } from '../../../src/ui/forms/PasswordField';
import { axeViolations } from '../axeCheck';

test('the toggle shows and hides the password and says which', async () => {
  const user = userEvent.setup();
  render(<PasswordField id="pw" label="Password" defaultValue="secret1" />);
  const input = screen.getByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(input).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(toggle).toHaveAttribute('title', 'Show password');

  await user.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveAttribute('title', 'Hide password');
  expect(input).toHaveValue('secret1');

  await user.keyboard('{Enter}');
  expect(input).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('an error is tied to the input', async () => {
  render(<PasswordField id="pw" label="Password" error="please enter your password" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('please enter your password');
  expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
});
