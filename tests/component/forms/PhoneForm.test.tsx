import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fieldText } from '../../../src/content/forms';
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
    const hint = fieldText.phone.international;
    expect(phone).toHaveAccessibleDescription(`${hint} please enter your phone number`);
    await user.type(phone, '02 2345 6789');
    expect(phone).toHaveAccessibleDescription(
      `${hint} Enter a valid Egyptian mobile number, e.g. 010 0123 4567`,
    );
  });

  test('starts from the given phone and submits it normalised, once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PhoneForm onSubmit={onSubmit} pending={false} defaultPhone="+201001234567" />);
    // As Egyptians write it.
    expect(screen.getByLabelText('Phone number')).toHaveValue('010 0123 4567');
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
  test('asks to choose the sign-up password again, confirmed, and submits it once', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PasswordPrompt onSubmit={onSubmit} pending={false} />);
    const confirm = screen.getByLabelText('Confirm password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'please enter your password',
    );
    await user.type(screen.getByLabelText('Password'), '12345');
    expect(screen.getByText('password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '6');
    // Nothing to compare it to but the confirmation: a typo there stops the submit.
    await user.type(confirm, '123465');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription('password must match confirmation');
    await user.clear(confirm);
    await user.type(confirm, '123456');
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ password: '123456', confirmPassword: '123456' });
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });
});
