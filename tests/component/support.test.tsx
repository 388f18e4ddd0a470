import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_SESSION_KEY } from '../../src/app/support/supportSession';
import { flowText } from '../../src/content/flows';
import type { FlowTrace } from '../../src/schemas/flowTrace';
import { ApiError } from '../../src/services/api';
import { memoryStore } from '../../src/services/storage';
import type { SupportApi } from '../../src/services/supportApi';
import { recordSignup } from '../support/flowTraces';
import { renderRoute } from '../support/render';
import { axeViolations } from './axeCheck';

const session = JSON.stringify({ token: 'staff', expiresAt: Date.now() + 3_600_000 });
const signedIn = () => memoryStore({ [SUPPORT_SESSION_KEY]: session });

const recent = [
  {
    reference: 'ABCD-EFGH',
    uploadedAt: '2026-11-20T10:00:00.000Z',
    entryCount: 24,
    contactAt: '2026-11-20T10:01:00.000Z',
  },
];

function fakeApi(overrides: Partial<SupportApi> = {}): SupportApi {
  return {
    login: vi.fn(() => Promise.resolve({ token: 'staff', expiresAt: Date.now() + 3_600_000 })),
    listTraces: vi.fn(() => Promise.resolve(recent)),
    getTrace: vi.fn(() => Promise.reject(new ApiError('No trace with this reference.', 404))),
    ...overrides,
  };
}

function withTrace(trace: FlowTrace): SupportApi {
  return fakeApi({
    getTrace: vi.fn(() =>
      Promise.resolve({ reference: trace.reference, uploadedAt: '2026-11-20T10:00:00Z', trace }),
    ),
  });
}

async function openTrace(api: SupportApi) {
  const user = userEvent.setup();
  renderRoute('/support', { supportApi: api, sessionStore: signedIn() });
  await user.click(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' }));
  await screen.findByRole('heading', { name: 'Trace ABCD-EFGH' });
  return user;
}

// jsdom's Blob has no text(): read it as a browser would.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the support console', () => {
  it('shows the server’s message for a wrong password, then the recent traces', async () => {
    const user = userEvent.setup();
    const login = vi
      .fn<SupportApi['login']>()
      .mockRejectedValueOnce(new ApiError('Wrong email or password.', 401))
      .mockResolvedValueOnce({ token: 'staff', expiresAt: Date.now() + 3_600_000 });
    const store = memoryStore();
    const api = fakeApi({ login });
    renderRoute('/support', { supportApi: api, sessionStore: store });
    expect(await screen.findByRole('heading', { name: 'Support console' })).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'staff@tamreen.example');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' })).toBeVisible();
    expect(screen.getByText('24 steps')).toBeInTheDocument();
    expect(login).toHaveBeenLastCalledWith('staff@tamreen.example', 'right');
    expect(JSON.parse(store.get(SUPPORT_SESSION_KEY) ?? '{}')).toMatchObject({ token: 'staff' });
    expect(window.localStorage.getItem('userData')).toBeNull();
  });

  it('goes back to sign-in when the API refuses the token', async () => {
    const store = signedIn();
    const api = fakeApi({
      listTraces: vi.fn(() => Promise.reject(new ApiError('Sign in to the support console.', 401))),
    });
    renderRoute('/support', { supportApi: api, sessionStore: store });
    expect(await screen.findByText('Sign in to the support console.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    const store = signedIn();
    renderRoute('/support', { supportApi: fakeApi(), sessionStore: store });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();
  });

  it('normalises a typed reference and says plainly when it is wrong or unknown', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderRoute('/support', { supportApi: api, sessionStore: signedIn() });
    const field = await screen.findByLabelText('Trace reference');
    await user.type(field, 'abc1');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/A reference has 8 letters and digits/)).toBeInTheDocument();
    expect(api.getTrace).not.toHaveBeenCalled();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'wxyz k7mn');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('No trace with this reference.')).toBeInTheDocument();
    expect(api.getTrace).toHaveBeenCalledWith('staff', 'WXYZ-K7MN');
  });

  it('moves through the steps with the keyboard, redrawing the owner’s screen and the diagram', async () => {
    const trace = await recordSignup();
    const user = await openTrace(withTrace(trace));
    const list = screen.getByRole('listbox', { name: 'Steps' });
    expect(within(list).getAllByRole('option')).toHaveLength(trace.entries.length);
    expect(screen.getByRole('figure', { name: "Owner's screen at step 1" })).toBeInTheDocument();
    list.focus();
    await user.keyboard('{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', 'support-step-2');
    expect(within(list).getByRole('option', { selected: true })).toHaveAttribute(
      'id',
      'support-step-2',
    );
    expect(screen.getByRole('figure', { name: "Owner's screen at step 2" })).toBeInTheDocument();

    // The wrong code: the code screen with the catalogue's line under the boxes.
    const wrong = trace.entries.findIndex((e) => e.event === 'xstate.error.actor.confirmCode');
    await user.keyboard('{Home}');
    for (let i = 0; i < wrong; i += 1) await user.keyboard('{ArrowDown}');
    const preview = screen.getByRole('figure', { name: `Owner's screen at step ${wrong + 1}` });
    expect(within(preview).getAllByText(flowText.invalidCode).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('figure', { name: /signup\.phoneCode machine, now in waiting/ }),
    ).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(list).toHaveAttribute('aria-activedescendant', `support-step-${trace.entries.length}`);
    expect(
      screen.getByRole('figure', { name: /signup machine, now in editing\.idle/ }),
    ).toBeInTheDocument();
  });

  it('downloads the trace as JSON', async () => {
    const trace = await recordSignup();
    const user = await openTrace(withTrace(trace));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:trace';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('trace-ABCD-EFGH.json');
    });
    await user.click(screen.getByRole('button', { name: 'Download as JSON' }));
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await readText(blobs[0] as Blob))).toEqual(trace);
  });

  it('reports the step a doctored trace stops at', async () => {
    const trace = await recordSignup();
    const at = trace.entries.findIndex((e) => e.event === 'phoneCode.sent');
    const doctored = {
      ...trace,
      entries: trace.entries.map((e, i) => (i === at ? { ...e, to: 'askingPassword' } : e)),
    };
    await openTrace(withTrace(doctored));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Step ${at + 1}: the trace says signup moved to askingPassword`,
    );
  });

  it('has no accessibility violations on sign-in', async () => {
    renderRoute('/support', { supportApi: fakeApi(), sessionStore: memoryStore() });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(await axeViolations(document.querySelector('main') as Element)).toEqual([]);
  });

  it('has no accessibility violations on a trace', async () => {
    await openTrace(withTrace(await recordSignup()));
    expect(await axeViolations(document.querySelector('main') as Element)).toEqual([]);
  });

  it('gives the page a title and keeps it out of search engines', async () => {
    renderRoute('/support', { supportApi: fakeApi(), sessionStore: memoryStore() });
    await waitFor(() => expect(document.title).toBe('Support console'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
