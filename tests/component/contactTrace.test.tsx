import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { createTraceRecorder } from '../../src/app/storage/flowTrace';
import { contactCopy, thankYouCopy } from '../../src/content/contact';
import type { FlowTrace } from '../../src/schemas/flowTrace';
import { webStore } from '../../src/services/storage';
import { pageViolations } from './axeCheck';
import { renderRoute } from '../helpers/render';

vi.setConfig({ testTimeout: 30_000 });

// A tab whose flows already recorded a step (a refused form), as the app's recorder does.
function tabWithTrace(): string {
  const recorder = createTraceRecorder(webStore(() => window.sessionStorage));
  recorder.invalid('signup', [{ field: 'email', rule: 'invalid' }]);
  const reference = recorder.read()?.reference;
  if (!reference) throw new Error('no trace recorded');
  return reference;
}

// What the API answers an upload with: the secret a message then names its trace with.
const TOKEN = 'T'.repeat(43);

async function openContact(
  url: string,
  upload = vi.fn(async (_trace: FlowTrace, _token?: string) => TOKEN),
) {
  const send = vi.fn(async (..._args: unknown[]) => '<p>Thanks!</p>');
  const user = userEvent.setup({ delay: null });
  const view = renderRoute(url, { sendContactMessage: send, uploadTrace: upload });
  await screen.findByRole('heading', { level: 1 });
  await user.type(screen.getByLabelText('Full name'), 'Nora Salah');
  await user.type(screen.getByLabelText('Email'), 'nora@example.com');
  await user.type(screen.getByLabelText('Message'), 'The code never worked');
  return { ...view, user, send, upload };
}

const values = {
  fullname: 'Nora Salah',
  email: 'nora@example.com',
  message: 'The code never worked',
};

describe('/contact-us with a flow trace', () => {
  test('offers no attachment when the tab has no trace', async () => {
    await openContact('/contact-us');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  test('coming through "Get help", the steps are attached and the reference is repeated', async () => {
    const reference = tabWithTrace();
    const { user, send, upload } = await openContact(`/contact-us?reference=${reference}`);
    const attach = screen.getByRole('checkbox', { name: contactCopy.attachTrace(reference) });
    expect(attach).toBeChecked();
    expect(await pageViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByText(thankYouCopy.reference(reference))).toBeInTheDocument();
    expect(upload).toHaveBeenCalledOnce();
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ reference, entries: expect.any(Array) });
    expect(send).toHaveBeenCalledWith(values, { reference, token: TOKEN });
  });

  test('otherwise the box starts unticked, and unticked nothing is uploaded', async () => {
    tabWithTrace();
    const { user, send, upload } = await openContact('/contact-us');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /send message/i }));
    await screen.findByText('Thanks!');
    expect(upload).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith(values);
    expect(screen.queryByText(/under reference/)).toBeNull();
  });

  test('the owner can tick it themselves', async () => {
    const reference = tabWithTrace();
    const { user, upload, send } = await openContact('/contact-us');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /send message/i }));
    await screen.findByText(thankYouCopy.reference(reference));
    expect(upload).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith(values, { reference, token: TOKEN });
  });

  test("a second message from the tab uploads its grown trace again under the first upload's token", async () => {
    const reference = tabWithTrace();
    const first = await openContact(`/contact-us?reference=${reference}`);
    await first.user.click(screen.getByRole('button', { name: /send message/i }));
    await screen.findByText(thankYouCopy.reference(reference));
    expect(first.upload.mock.calls[0]?.[1]).toBeUndefined();
    first.unmount();

    const again = await openContact(`/contact-us?reference=${reference}`);
    await again.user.click(screen.getByRole('button', { name: /send message/i }));
    await screen.findByText(thankYouCopy.reference(reference));
    expect(again.upload).toHaveBeenCalledWith(expect.objectContaining({ reference }), TOKEN);
    expect(again.send).toHaveBeenCalledWith(values, { reference, token: TOKEN });
  });

  test('a trace the API refuses does not stop the message, and no reference is claimed', async () => {
    const reference = tabWithTrace();
    const refused = vi.fn(async () => {
      throw new Error('413');
    });
    const { user, send } = await openContact(`/contact-us?reference=${reference}`, refused);
    await user.click(screen.getByRole('button', { name: /send message/i }));
    await screen.findByText('Thanks!');
    expect(send).toHaveBeenCalledWith(values);
    expect(screen.queryByText(thankYouCopy.reference(reference))).toBeNull();
  });
});
