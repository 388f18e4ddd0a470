import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PasswordPrompt } from '../../../src/ui/forms/PasswordPrompt';
import { PhoneForm } from '../../../src/ui/forms/PhoneForm';
import { axeViolations } from '../axeCheck';

describe('PhoneForm', () => {
  test('shows the exact messages on blur and for a landline', async () => {
    const user = userEvent.setup();
    render(<PhoneForm onSubmit={vi.fn()} pending={false} />);
    const phone = screen.getByLabelText('Phone number');
    await user.click(phone);
    await user.tab();
    expect(phone).toHaveAccessibleDescription('please enter your phone number');
    await user.type(phone, '02 2345 6789');
    expect(phone).toHaveAccessibleDescription(
      'Enter a valid Egyptian mobile number, e.g. 010 0123 4567',
    );
  });

  test('starts from the given phone and submits it normalised, once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PhoneForm onSubmit={onSubmit} pending={false} defaultPhone="00201001234567" />);
    expect(screen.getByLabelText('Phone number')).toHaveValue('00201001234567');
    await user.dblClick(screen.getByRole('button', { name: 'Send code' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+201001234567' });
  });

  test('has no axe violations', async () => {
    render(<PhoneForm onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: 'Sending code…' })).toBeDisabled();
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });
});

describe('PasswordPrompt', () => {
  test('asks for the sign-up password with its rules and submits it once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PasswordPrompt onSubmit={onSubmit} pending={false} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'please enter your password',
    );
    await user.type(screen.getByLabelText('Password'), '12345');
    expect(screen.getByText('password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '6');
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ password: '123456' });
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });
});
