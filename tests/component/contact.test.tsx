import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type * as contactModule from '../../src/app/contact';
import { startContact } from '../../src/app/contact';
import { brand } from '../../src/content/brand';
import type { ContactValues } from '../../src/schemas/contact.schema';
import { pageViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

// The form's flow as the app starts it; a test may make its load fail once, as offline.
vi.mock('../../src/app/contact', async (importOriginal) => {
  const real = await importOriginal<typeof contactModule>();
  return { ...real, startContact: vi.fn(real.startContact) };
});

// Each test renders the whole route tree in jsdom and some run axe: seconds of work on a
// busy machine, more than the default 5 s allows.
vi.setConfig({ testTimeout: 30_000 });

// Renders /contact-us with a fake sender in place of the network.
async function openContact(sendMessage: (values: ContactValues) => Promise<string>) {
  const send = vi.fn(sendMessage);
  const user = userEvent.setup({ delay: null });
  const view = renderRoute('/contact-us', { sendContactMessage: send });
  await screen.findByRole('heading', { level: 1 });
  const fields = {
    fullname: screen.getByLabelText('Full name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
  };
  const submit = screen.getByRole('button', { name: /send message/i });
  return { ...view, user, send, fields, submit };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  fields: Record<keyof ContactValues, HTMLElement>,
) {
  await user.type(fields.fullname, '  Nora Salah ');
  await user.type(fields.email, 'nora@example.com');
  await user.type(fields.message, 'Do you list padel courts?');
}

describe('/contact-us', () => {
  test('shows the form with its prompt text, and the company and support contacts', async () => {
    const { fields } = await openContact(() => Promise.resolve(''));
    for (const field of Object.values(fields)) {
      expect(field).toHaveAttribute('placeholder', 'please enter this field');
      expect(field).toBeRequired();
    }
    expect(screen.getByText(brand.company.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: brand.company.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+20/),
    );
    await waitFor(() => expect(document.title).toMatch(/^Contact us/));
  });

  test('what is done before the form is ready is kept and handed to it in order', async () => {
    const { fields, submit, send, router } = await openContact(() =>
      Promise.resolve('<p>Sent</p>'),
    );
    // One synchronous burst: the form's flow cannot have loaded in between. The form checks
    // on its own: a refused send says why at once and keeps what was typed.
    act(() => {
      fireEvent.change(fields.fullname, { target: { value: 'Nora Salah' } });
      fireEvent.blur(fields.fullname);
      fireEvent.change(fields.email, { target: { value: 'nora@' } });
      fireEvent.click(submit);
    });
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.fullname).toHaveValue('Nora Salah');
    expect(fields.email).toHaveValue('nora@');
    expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    // Fixed and sent in another burst: the send is held, shown as under way, and made once
    // the flow is there, with what was typed then.
    act(() => {
      fireEvent.change(fields.email, { target: { value: ' nora@example.com ' } });
      fireEvent.change(fields.message, { target: { value: 'Do you list padel courts?' } });
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({
      fullname: 'Nora Salah',
      email: 'nora@example.com',
      message: 'Do you list padel courts?',
    });
    expect(router.state.location.pathname).toBe('/thank-you');
  });

  test('checks a field when the user leaves it', async () => {
    const { user, fields } = await openContact(() => Promise.resolve(''));
    await user.click(fields.fullname);
    await user.tab();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(fields.fullname).toHaveAccessibleDescription('Full name is required');
    await user.type(fields.email, 'nora@');
    await user.tab();
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(fields.email, 'example.com');
    expect(fields.email).not.toHaveAttribute('aria-invalid');
  });

  test('an empty submit shows every message, focuses the first and sends nothing', async () => {
    const { user, fields, submit, send } = await openContact(() => Promise.resolve(''));
    await user.type(fields.email, 'nora@example.com');
    await user.click(submit);
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(fields.fullname).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  test('a valid message is sent once, trimmed, and the answer shows on /thank-you', async () => {
    let answer: (html: string) => void = () => {};
    const { user, fields, submit, send, router } = await openContact(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await fillIn(user, fields);
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveTextContent('Sending…');
    await user.click(submit);
    // The send goes once the press has painted.
    await waitFor(() => expect(send).toHaveBeenCalled());
    answer('<h2>Thanks, Nora!</h2><script>alert(1)</script>');
    expect(await screen.findByRole('heading', { name: 'Thanks, Nora!' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({
      fullname: 'Nora Salah',
      email: 'nora@example.com',
      message: 'Do you list padel courts?',
    });
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(window.sessionStorage.getItem('responseHtml')).toContain('Thanks, Nora!');
    expect(document.querySelector('main script')).toBeNull();
  });

  test('a failed send keeps what was typed and says what went wrong', async () => {
    const { user, fields, submit, send } = await openContact(() =>
      Promise.reject({ message: 'We could not send your message. Please check your connection.' }),
    );
    await fillIn(user, fields);
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(/could not send your message/)).toBeInTheDocument();
    expect(fields.fullname).toHaveValue('  Nora Salah ');
    expect(fields.email).toHaveValue('nora@example.com');
    expect(fields.message).toHaveValue('Do you list padel courts?');
    expect(submit).toHaveAttribute('aria-disabled', 'false');
    await user.click(submit);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  test('a flow that could not load is said, keeps what was typed, and the next send loads it', async () => {
    // Offline from the first reach for the form (its focus) to the first send.
    vi.mocked(startContact).mockImplementation(() => {
      throw new Error('offline');
    });
    const { user, fields, submit, send, router } = await openContact(() =>
      Promise.resolve('<p>Sent</p>'),
    );
    await fillIn(user, fields);
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(/check your connection/)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(fields.message).toHaveValue('Do you list padel courts?');
    expect(submit).toHaveAttribute('aria-disabled', 'false');
    // Back online: the flow loads as it first would have.
    vi.mocked(startContact).mockReset();
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'));
    expect(send).toHaveBeenCalledOnce();
  });

  test('has no axe violations, with and without field errors', async () => {
    const { user, submit } = await openContact(() => Promise.resolve(''));
    expect(await pageViolations()).toEqual([]);
    await user.click(submit);
    await screen.findByText('Full name is required');
    expect(await pageViolations()).toEqual([]);
  });
});
