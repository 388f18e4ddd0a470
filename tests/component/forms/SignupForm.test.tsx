import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { businessTypes } from '../../../src/content/businessTypes';
import { accountExistsText } from '../../../src/content/forms';
import { SignupForm, type SignupFormProps } from '../../../src/ui/forms/SignupForm';
import { axeViolations } from '../axeCheck';
import { pendingRegistration } from '../../helpers/pendingRegistration';
import { testPhone } from '../../helpers/phones';
import { renderWithRouter } from '../../helpers/render';

const owner = pendingRegistration();

function setup(props: Partial<SignupFormProps> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const view = renderWithRouter(
    <SignupForm onSubmit={onSubmit} pending={false} businessTypes={businessTypes} {...props} />,
  );
  return { onSubmit, user, view };
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), owner.first_name);
  await user.type(screen.getByLabelText('Last name'), owner.last_name);
  await user.type(screen.getByLabelText('Business name'), owner.business_name);
  // Chosen by its label, as a user would; owner.business_type is its id.
  await user.selectOptions(screen.getByLabelText('Business type'), 'Yoga studio');
  await user.type(screen.getByLabelText('Email'), owner.email);
  await user.type(screen.getByLabelText('Phone number'), '010 0123 4567');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('SignupForm', () => {
  test('a draft learnt after the form is drawn fills only the fields still empty, keeping a tick and what was typed', async () => {
    function Restoring() {
      const [restore, setRestore] = useState<SignupFormProps['restore']>();
      return (
        <>
          <SignupForm
            onSubmit={vi.fn()}
            pending={false}
            businessTypes={businessTypes}
            restore={restore}
          />
          <button
            type="button"
            onClick={() =>
              setRestore({ first_name: 'Mona', last_name: 'Adel', email: 'old@nile.example' })
            }
          >
            restore
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithRouter(<Restoring />);
    await user.type(await screen.findByLabelText('Email'), 'new@nile.example');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'restore' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Mona');
    expect(screen.getByLabelText('Last name')).toHaveValue('Adel');
    expect(screen.getByLabelText('Email')).toHaveValue('new@nile.example');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    expect(terms).toBeChecked();
  });

  test('a tick and a valid submit leave every other field as it is in the page', async () => {
    const { user, onSubmit } = setup();
    await screen.findByLabelText('First name');
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    // Each field drawn again is its input's attributes set again: on a slow phone, that work
    // for every field held back the paint of the press.
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const { target } of records)
        if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement)
          touched.add(target.name);
    });
    observer.observe(document.body, { subtree: true, attributes: true });
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    observer.disconnect();
    expect([...touched]).toEqual(['terms']);
  });

  test('blur shows the exact message under the field and marks it invalid', async () => {
    const { user } = setup();
    await screen.findByLabelText('First name');
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    const field = screen.getByLabelText('First name');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('please enter firstnamt');

    await user.type(screen.getByLabelText('Phone number'), '02 2345 6789');
    await user.tab();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Enter a valid Egyptian mobile number, e.g. 010 0123 4567/,
    );
  });

  test('the message clears as soon as the field is fixed', async () => {
    const { user } = setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'mona@');
    await user.tab();
    expect(screen.getByText('invalid email')).toBeInTheDocument();
    await user.type(email, 'nileyoga.example');
    expect(screen.queryByText('invalid email')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('submitting empty shows every message and focuses the first invalid field', async () => {
    const { user, onSubmit } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    for (const message of [
      'please enter firstnamt',
      'please enter lastname',
      'please enter your business name',
      'please enter your business type',
      'please enter your email',
      'please enter your phone number',
      'please enter your password',
      'you must agree to our terms and conditions',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a valid submit calls onSubmit once with register-ready values', async () => {
    const { user, onSubmit } = setup({
      locationStatus: { state: 'located', latitude: 30.0444, longitude: 31.2357 },
      onLocate: () => {},
    });
    await screen.findByLabelText('First name');
    await fillValid(user);
    await user.dblClick(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      ...owner,
      password: 'secret1',
      location: { latitude: 30.0444, longitude: 31.2357 },
      terms: true,
    });
  });

  test('while pending the button is busy and clicks do not submit', async () => {
    const { user, onSubmit } = setup({
      pending: true,
      defaultValues: {
        ...owner,
        business_type: String(owner.business_type),
        phone: testPhone().local,
        password: 'secret1',
        terms: true,
      },
    });
    const button = await screen.findByRole('button', { name: 'Sending code…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.dblClick(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('typed values survive a failed call, and the form can be sent again', async () => {
    const onSubmit = vi.fn();
    // A parent like the flow: pending while the call runs, then back to editing on failure.
    function Parent() {
      const [pending, setPending] = useState(false);
      return (
        <>
          <SignupForm
            businessTypes={businessTypes}
            pending={pending}
            onSubmit={(values) => {
              onSubmit(values);
              setPending(true);
            }}
          />
          <button type="button" onClick={() => setPending(false)}>
            fail the call
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    await renderWithRouter(<Parent />);
    await fillValid(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Sending code…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'fail the call' }));
    expect(screen.getByLabelText('First name')).toHaveValue(owner.first_name);
    expect(screen.getByLabelText('Phone number')).toHaveValue('010 0123 4567');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test('the location button asks the parent and shows what it found', async () => {
    const onLocate = vi.fn();
    const { user } = setup({
      onLocate,
      locationStatus: { state: 'failed', message: 'User denied the request for Geolocation.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(onLocate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('User denied the request for Geolocation.')).toBeInTheDocument();
  });

  test('a found location is said in words, without coordinates, and the hint says optional once', async () => {
    setup({
      onLocate: vi.fn(),
      locationStatus: { state: 'located', latitude: 30.0444, longitude: 31.2357 },
    });
    const status = await screen.findByText(
      'Location added: members nearby can now find your business.',
    );
    expect(status).not.toHaveTextContent(/\d/);
    const legend = screen.getByRole('group', { name: /Location/ });
    expect(legend.textContent?.match(/optional/gi)).toHaveLength(1);
  });

  test('phone and website read left to right; terms links open in a new tab', async () => {
    setup();
    const phone = await screen.findByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    // The account's name at login, which password managers save the new password under.
    expect(phone).toHaveAttribute('autocomplete', 'username');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(/Website/)).toHaveAttribute('placeholder', 'www.tamreen.example');
    expect(screen.getByRole('link', { name: /Terms of use/ })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(screen.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  test('has no axe violations, empty and with errors', async () => {
    const { user } = setup({ onLocate: () => {} });
    await screen.findByLabelText('First name');
    const container = document.body;
    expect(await axeViolations(container, { fragment: true })).toEqual([]);
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(await axeViolations(container, { fragment: true })).toEqual([]);
  });

  test('an account that may exist: the message with Log in and Reset password links', async () => {
    const message = accountExistsText.message;
    const { user } = setup({ accountExists: message });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const login = within(alert).getByRole('link', { name: 'Login' });
    const reset = within(alert).getByRole('link', { name: 'Reset password' });
    expect(login).toHaveAttribute('href', '/register?mode=login');
    expect(reset).toHaveAttribute('href', '/forget-password');
    // Reached with Tab, before the first field: the way on comes first.
    await user.tab();
    expect(login).toHaveFocus();
    await user.tab();
    expect(reset).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(await axeViolations(document.body, { fragment: true })).toEqual([]);
  });

  test('the notice stands in its own words when the answer had none, and is absent otherwise', async () => {
    const { view } = setup({ accountExists: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent(accountExistsText.message);
    (await view).unmount();
    setup();
    await screen.findByLabelText('First name');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reset password' })).toBeNull();
  });
});
