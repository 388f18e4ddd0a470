import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import manifest from '../../src/schemas/flowManifest.gen.json';
import { checkTrace } from '../../src/schemas/flowTrace';
import { renderRoute } from '../helpers/render';

vi.setConfig({ testTimeout: 30_000 });

const trace = () => JSON.parse(window.sessionStorage.getItem('flowTrace') ?? 'null');

describe('a refused form in the flow trace', () => {
  test('the sign-up form records the fields and rules it refused, never what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/register?mode=signup');
    await user.type(await screen.findByLabelText(/^email/i), 'mona.adel@nile');
    await user.type(screen.getByLabelText(/phone number/i), '0100');
    await user.click(screen.getByRole('button', { name: /create account/i }));
    // Recorded once the flow's code is there (it loads when the owner reaches for the form).
    const refused = await vi.waitFor(() => {
      const entry = trace()?.entries.find((e: { event: string }) => e.event === 'form.invalid');
      expect(entry).toBeDefined();
      return entry;
    });
    expect(refused).toMatchObject({ machine: 'signup', from: 'editing.idle', to: 'editing.idle' });
    expect(refused.invalid).toEqual(
      expect.arrayContaining([
        { field: 'email', rule: 'invalid' },
        { field: 'phone', rule: 'tooShort' },
        { field: 'first_name', rule: 'required' },
        { field: 'terms', rule: 'required' },
      ]),
    );
    // What the contact form would upload fits the checks the API makes.
    const { v, reference, locale, versions, entries } = trace();
    expect(checkTrace({ v, reference, locale, versions, entries }, manifest)).toMatchObject({
      success: true,
    });
    expect(locale).toBe('en');
    const stored = window.sessionStorage.getItem('flowTrace') ?? '';
    expect(stored).not.toContain('mona.adel');
    expect(stored).not.toContain('0100');
  });

  test('the contact form records its refused fields too', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/contact-us');
    await user.type(await screen.findByLabelText('Email'), 'nora@nowhere');
    await user.click(screen.getByRole('button', { name: /send message/i }));
    await screen.findAllByText(/is required/);
    // Recorded once the form's flow is there (it loads when the owner reaches for the form).
    const refused = await vi.waitFor(() => {
      const entry = trace()?.entries.find((e: { event: string }) => e.event === 'form.invalid');
      expect(entry).toBeDefined();
      return entry;
    });
    expect(refused).toMatchObject({ machine: 'contact' });
    expect(refused.invalid).toEqual([
      { field: 'fullname', rule: 'required' },
      { field: 'email', rule: 'invalid' },
      { field: 'message', rule: 'required' },
    ]);
    expect(window.sessionStorage.getItem('flowTrace')).not.toContain('nora@nowhere');
  });
});
