import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fieldText, loginFormText } from '../../../src/content/forms';
import { LoginForm, type LoginFormProps } from '../../../src/ui/forms/LoginForm';
import { axeViolations } from '../axeCheck';
import { testPhone } from '../../helpers/phones';
import { renderWithRouter } from '../../helpers/render';

async function setup(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  await renderWithRouter(<LoginForm onSubmit={onSubmit} pending={false} {...props} />);
  return { onSubmit, user };
}

describe('LoginForm', () => {
  test('blur shows the exact messages', async () => {
    const { user } = await setup();
    await user.click(screen.getByLabelText('Phone number'));
    await user.tab();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      `${fieldText.phone.international} please enter your phone number`,
    );
    await user.type(screen.getByLabelText('Password'), '123');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'password must be at least 6 characters',
    );
  });

  test('submitting empty shows both messages and focuses the phone', async () => {
    const { user, onSubmit } = await setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('please enter your phone number')).toBeInTheDocument();
    expect(screen.getByText('please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a valid login submits once with the international phone', async () => {
    const { user, onSubmit } = await setup();
    await user.type(screen.getByLabelText('Phone number'), '010 0123 4567');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.dblClick(screen.getByRole('button', { name: 'Login' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+201001234567', password: 'secret1' });
  });

  test('pressing Enter submits too, and not while pending', async () => {
    const { user, onSubmit } = await setup({ pending: true });
    await user.type(screen.getByLabelText('Phone number'), testPhone().local);
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  test('the error line shows under the form as an alert', async () => {
    await setup({ errorLine: 'Internal Server Error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server Error');
  });

  test('links to sign-up, reset and support', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register?mode=signup',
    );
    expect(screen.getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/contact-us');
  });

  test('in Arabic: labels, messages and direction, phone still left to right', async () => {
    const { user } = await setup({ language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAccessibleDescription(
      `${loginFormText.ar.international} الرجاء إدخال رقم هاتفك`,
    );
    expect(screen.getByLabelText('كلمة المرور')).toHaveAccessibleDescription(
      'الرجاء إدخال كلمة المرور',
    );
    expect(screen.getByLabelText('رقم الهاتف')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('رقم الهاتف').closest('[dir="rtl"]')).not.toBeNull();
  });

  test('has no axe violations', async () => {
    const { user } = await setup({ errorLine: 'Internal Server Error' });
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });
});
