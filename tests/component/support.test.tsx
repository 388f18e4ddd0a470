import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_SESSION_KEY } from '../../src/features/support/session';
import { flowText } from '../../src/content/flows';
import { m } from '../../src/paraglide/messages.js';
import { FailureError, type Failure } from '../../src/schemas/failure';
import { UnknownFlowError, type FlowTrace } from '../../src/schemas/flowTrace';
import { memoryStore, type KeyValueStore } from '../../src/services/storage';
import type { SupportApi, TraceSummary } from '../../src/features/support/api';
import { startOverWhileLocating } from '../helpers/earlierVersionTrace';
import { recordSignup } from '../helpers/flowTraces';
import manifest from '../../src/schemas/flowManifest.gen.json';
import manifestHistory from '../../src/schemas/flowManifest.history.json';
import { renderConsoleRoute } from '../helpers/render';
import { axeViolations } from './axeCheck';

// The console's first screen waits for its code (the replay and the production machines),
// loaded on the first visit: on a busy machine that can take longer than the default second.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const session = JSON.stringify({ token: 'staff', expiresAt: Date.now() + 3_600_000 });
const signedIn = () => memoryStore({ [SUPPORT_SESSION_KEY]: session });
const failing = (failure: Failure) => Promise.reject(new FailureError(failure));
const notFound = () =>
  failing({ kind: 'http', status: 404, said: 'No trace with this reference.' });

const summary = (reference: string): TraceSummary => ({
  reference,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  entryCount: 24,
  contactAt: '2026-11-20T10:01:00.000Z',
  locale: 'en',
  status: 'new',
});
const recent = [summary('ABCD-EFGH')];

function fakeApi(overrides: Partial<SupportApi> = {}): SupportApi {
  return {
    login: vi.fn(() => Promise.resolve({ token: 'staff', expiresAt: Date.now() + 3_600_000 })),
    logout: vi.fn(() => Promise.resolve()),
    listTraces: vi.fn(() => Promise.resolve(recent)),
    getTrace: vi.fn(notFound),
    vitals: vi.fn((_token, days) =>
      Promise.resolve({ days, since: '2026-11-18', routes: [], events: [], locales: [] }),
    ),
    insight: vi.fn((_token, query) => Promise.resolve({ ...query, counts: [] })),
    setCaseStatus: vi.fn((_token, _reference, status) => Promise.resolve(status)),
    addCaseNote: vi.fn((_token, _reference, text) =>
      Promise.resolve({ text, by: 'staff@example.com', at: '2026-11-27T10:00:00.000Z' }),
    ),
    ...overrides,
  };
}

function withTrace(trace: FlowTrace, overrides: Partial<SupportApi> = {}): SupportApi {
  return fakeApi({
    getTrace: vi.fn(() =>
      Promise.resolve({
        reference: trace.reference,
        uploadedAt: '2026-11-20T10:00:00Z',
        trace,
        case: { status: 'new' as const, notes: [] },
      }),
    ),
    ...overrides,
  });
}

// The trace's heading once the page has put the focus on it, as it does on arrival: a test
// that moves the focus itself must not race the page's own move.
async function traceOnScreen(reference = 'ABCD-EFGH') {
  const heading = await screen.findByRole('heading', { name: `Trace ${reference}` });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

async function openTrace(api: SupportApi, store: KeyValueStore = signedIn()) {
  const user = userEvent.setup();
  const view = renderConsoleRoute('/support', { supportApi: api, sessionStore: store });
  await user.click(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' }));
  await traceOnScreen();
  return { user, ...view };
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

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

// Opening a trace replays it through the production machines: seconds on a busy machine.
describe('the support console', { timeout: 30_000 }, () => {
  it('shows the server’s message for a wrong password, then the recent traces', async () => {
    const user = userEvent.setup();
    const login = vi
      .fn<SupportApi['login']>()
      .mockRejectedValueOnce(
        new FailureError({ kind: 'http', status: 401, said: 'Wrong email or password.' }),
      )
      .mockResolvedValueOnce({ token: 'staff', expiresAt: Date.now() + 3_600_000 });
    const store = memoryStore();
    const api = fakeApi({ login });
    renderConsoleRoute('/support', { supportApi: api, sessionStore: store });
    const heading = await screen.findByRole('heading', { name: 'Support console' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.type(screen.getByLabelText('Email'), 'staff@tamreen.example');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong email or password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
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

  it('says so in its own words when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ login: vi.fn(() => failing({ kind: 'network' })) });
    renderConsoleRoute('/support', { supportApi: api, sessionStore: memoryStore() });
    await user.type(await screen.findByLabelText('Email'), 'staff@tamreen.example');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'We could not reach the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('goes back to sign-in when the API refuses the token', async () => {
    const store = signedIn();
    const api = fakeApi({
      listTraces: vi.fn(() =>
        failing({ kind: 'http', status: 401, said: 'Sign in to the support console.' }),
      ),
    });
    renderConsoleRoute('/support', { supportApi: api, sessionStore: store });
    expect(await screen.findByText('Sign in to the support console.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();
  });

  it('ends the session when opening a trace is refused, then opens it after signing in again', async () => {
    const trace = await recordSignup();
    const user = userEvent.setup();
    const store = signedIn();
    const api = withTrace(trace);
    vi.mocked(api.getTrace).mockImplementationOnce(() =>
      failing({ kind: 'http', status: 403, said: 'This account cannot use the support console.' }),
    );
    const { history } = renderConsoleRoute('/support', { supportApi: api, sessionStore: store });
    await user.click(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' }));
    expect(
      await screen.findByText('This account cannot use the support console.'),
    ).toBeInTheDocument();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();
    expect(history.location.pathname).toBe('/support/traces/ABCD-EFGH');

    await user.type(screen.getByLabelText('Email'), 'staff@tamreen.example');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await traceOnScreen();
    expect(api.getTrace).toHaveBeenLastCalledWith('staff', 'ABCD-EFGH');
  });

  it('signs out, and has the API revoke the token', async () => {
    const user = userEvent.setup();
    const store = signedIn();
    const api = fakeApi();
    renderConsoleRoute('/support', { supportApi: api, sessionStore: store });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();
    expect(api.logout).toHaveBeenCalledExactlyOnceWith('staff');
  });

  it('signs out in the tab even when the API cannot be told', async () => {
    const user = userEvent.setup();
    const store = signedIn();
    const api = fakeApi({ logout: vi.fn(() => failing({ kind: 'network' })) });
    renderConsoleRoute('/support', { supportApi: api, sessionStore: store });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();
    expect(api.logout).toHaveBeenCalledWith('staff');
  });

  it('normalises a typed reference and says plainly when it is wrong or unknown', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderConsoleRoute('/support', { supportApi: api, sessionStore: signedIn() });
    const field = await screen.findByLabelText('Trace reference');
    await user.type(field, 'abc1');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/A reference has 8 letters and digits/)).toBeInTheDocument();
    expect(api.getTrace).not.toHaveBeenCalled();
    await waitFor(() => expect(field).toHaveFocus());

    await user.clear(field);
    await user.type(field, 'wxyz k7mn');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('No trace with this reference.')).toBeInTheDocument();
    expect(api.getTrace).toHaveBeenCalledWith('staff', 'WXYZ-K7MN');
  });

  it('refuses a trace of a flow this console does not have, and replays nothing of it', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      getTrace: vi.fn(() => Promise.reject(new UnknownFlowError('changePhone.phoneCode'))),
    });
    renderConsoleRoute('/support', { supportApi: api, sessionStore: signedIn() });
    await user.type(await screen.findByLabelText('Trace reference'), 'wxyz k7mn');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText(
        /This trace is of a flow this console does not have \(changePhone\.phoneCode\), so it cannot be replayed\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Trace / })).not.toBeInTheDocument();
  });

  it('says the list could not be read, and still opens a trace by its reference', async () => {
    const user = userEvent.setup();
    const api = withTrace(await recordSignup(), {
      listTraces: vi.fn(() => failing({ kind: 'unexpected' })),
    });
    renderConsoleRoute('/support', { supportApi: api, sessionStore: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the traces. Please try again.',
    );
    await user.type(screen.getByLabelText('Trace reference'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await traceOnScreen();
  });

  it('opens the trace a link names, and again after a reload', async () => {
    const trace = await recordSignup();
    const store = signedIn();
    const api = withTrace(trace);
    const first = renderConsoleRoute('/support?reference=ABCD-EFGH', {
      supportApi: api,
      sessionStore: store,
    });
    await traceOnScreen();
    expect(api.getTrace).toHaveBeenCalledWith('staff', 'ABCD-EFGH');
    expect(api.listTraces).not.toHaveBeenCalled();
    const address = first.history.location.href;
    first.unmount();

    // A reload: a new app at the same address, with the tab's session.
    renderConsoleRoute(address, { supportApi: api, sessionStore: store });
    await traceOnScreen();
    expect(
      within(screen.getByRole('listbox', { name: 'Steps' })).getAllByRole('option'),
    ).toHaveLength(trace.entries.length);
  });

  it('goes back to the list with the browser’s back button and its own, and forward again', async () => {
    const { user, history } = await openTrace(withTrace(await recordSignup()));
    expect(history.location.pathname).toBe('/support/traces/ABCD-EFGH');

    history.back();
    expect(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' })).toBeVisible();
    expect(history.location.pathname).toBe('/support');
    history.forward();
    await traceOnScreen();

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' })).toBeVisible();
    expect(history.location.pathname).toBe('/support');
  });

  it('goes back to the list page and filter it came from', async () => {
    const listTraces = vi.fn<SupportApi['listTraces']>(() => Promise.resolve(recent));
    const user = userEvent.setup();
    const { history } = renderConsoleRoute('/support?page=2&status=new', {
      supportApi: withTrace(await recordSignup(), { listTraces }),
      sessionStore: signedIn(),
    });
    await user.click(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' }));
    await traceOnScreen();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' });
    expect(history.location.search).toBe('?page=2&status=new');
  });

  it('opens a link of the earlier form at the trace’s own address, at its step', async () => {
    const { history } = renderConsoleRoute('/support?reference=abcd-efgh&step=3', {
      supportApi: withTrace(await recordSignup()),
      sessionStore: signedIn(),
    });
    await traceOnScreen();
    expect(history.location.pathname).toBe('/support/traces/ABCD-EFGH');
    expect(history.location.search).toBe('?step=3');
    expect(screen.getByRole('figure', { name: "Owner's screen at step 3" })).toBeInTheDocument();
  });

  it('asks a signed-out visitor of a step link to sign in, then opens the trace at that step', async () => {
    const user = userEvent.setup();
    const api = withTrace(await recordSignup());
    renderConsoleRoute('/support/traces/ABCD-EFGH?step=4', {
      supportApi: api,
      sessionStore: memoryStore(),
    });
    await user.type(await screen.findByLabelText('Email'), 'staff@tamreen.example');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await traceOnScreen();
    expect(screen.getByRole('figure', { name: "Owner's screen at step 4" })).toBeInTheDocument();
    expect(
      within(screen.getByRole('listbox', { name: 'Steps' })).getByRole('option', {
        selected: true,
      }),
    ).toHaveAttribute('id', 'support-step-4');
  });

  it('says a trace came from an earlier version, and shows the step where it parts from today', async () => {
    const [earlier] = manifestHistory.machines.signup;
    const version = earlier?.version ?? '';
    const trace = startOverWhileLocating(version);
    renderConsoleRoute('/support/traces/ABCD-EFGH', {
      supportApi: withTrace(trace),
      sessionStore: signedIn(),
    });
    await traceOnScreen();
    const notice = screen.getByRole('region', {
      name: 'Recorded by an earlier version of the flows',
    });
    expect(notice).toHaveTextContent(
      `Sign-up: recorded by version ${version}, today’s is ${manifest.machines.signup.version}.`,
    );
    const stopped = screen.getByRole('alert');
    expect(within(stopped).getByRole('heading', { name: 'Step 3 side by side' })).toBeVisible();
    const said = (term: string) =>
      within(stopped).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(said('What the owner’s version did')).toBe(
      'Started over: Sign-up stayed in editing.locating',
    );
    expect(said('What today’s machines do')).toBe(
      'Started over: Sign-up went from editing.locating to editing.idle',
    );
    // The steps both versions take alike are drawn; the one where they part is not.
    expect(
      within(screen.getByRole('listbox', { name: 'Steps' })).getByRole('option', {
        name: /Started over/,
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('narrows the list with its filters, kept in the address and through the pages', async () => {
    const listTraces = vi.fn<SupportApi['listTraces']>(() =>
      Promise.resolve([{ ...summary('WRNG-C0DE'), status: 'in-progress', locale: 'ar' }]),
    );
    const user = userEvent.setup();
    const { history } = renderConsoleRoute('/support', {
      supportApi: fakeApi({ listTraces }),
      sessionStore: signedIn(),
    });
    const filters = await screen.findByRole('form', { name: 'Narrow the list' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'In progress');
    await user.selectOptions(within(filters).getByLabelText('Flow'), 'Sign-up: code step');
    await user.type(within(filters).getByLabelText('State'), 'verifying');
    await user.type(within(filters).getByLabelText('Failure code'), 'auth/invalid-code');
    await user.selectOptions(within(filters).getByLabelText('Language'), 'العربية');
    await user.click(within(filters).getByRole('button', { name: 'Show' }));
    const filter = {
      status: 'in-progress',
      machine: 'signup.phoneCode',
      state: 'verifying',
      failure: 'auth/invalid-code',
      locale: 'ar',
    };
    await vi.waitFor(() => expect(listTraces).toHaveBeenLastCalledWith('staff', 51, 0, filter));
    expect(new URLSearchParams(history.location.search).get('failure')).toBe('auth/invalid-code');
    const row = (await screen.findByRole('button', { name: 'Open trace WRNG-C0DE' })).closest('tr');
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('العربية');
    // The filter is one link away from every trace again.
    await user.click(screen.getByRole('link', { name: 'Show every trace' }));
    await vi.waitFor(() => expect(listTraces).toHaveBeenLastCalledWith('staff', 51, 0, {}));
    expect(history.location.search).toBe('');
  });

  it('pages through the list with links that keep their address', async () => {
    const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
    const all = Array.from({ length: 60 }, (_, i) =>
      summary(`PAGE-${alphabet[Math.floor(i / 30)]}${alphabet[i % 30]}22`),
    );
    const listTraces = vi.fn<SupportApi['listTraces']>((_token, limit = 50, offset = 0) =>
      Promise.resolve(all.slice(offset, offset + limit)),
    );
    const user = userEvent.setup();
    const { history } = renderConsoleRoute('/support', {
      supportApi: fakeApi({ listTraces }),
      sessionStore: signedIn(),
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages of traces' });
    expect(screen.getAllByRole('button', { name: /^Open trace/ })).toHaveLength(50);
    expect(listTraces).toHaveBeenLastCalledWith('staff', 51, 0, {});
    expect(within(pages).queryByRole('link', { name: 'Newer traces' })).toBeNull();

    await user.click(within(pages).getByRole('link', { name: 'Older traces' }));
    expect(
      await screen.findByRole('button', { name: `Open trace ${all[50]?.reference}` }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Open trace/ })).toHaveLength(10);
    expect(listTraces).toHaveBeenLastCalledWith('staff', 51, 50, {});
    expect(history.location.search).toBe('?page=2');
    expect(screen.queryByRole('link', { name: 'Older traces' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Newer traces' }));
    expect(
      await screen.findByRole('button', { name: `Open trace ${all[0]?.reference}` }),
    ).toBeVisible();
    expect(history.location.search).toBe('');
  });

  it('says what it is waiting for: the list, or the trace the address names', async () => {
    const waiting = () => new Promise<never>(() => {});
    const api = fakeApi({ listTraces: vi.fn(waiting), getTrace: vi.fn(waiting) });
    const list = renderConsoleRoute('/support', { supportApi: api, sessionStore: signedIn() });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading traces…');
    list.unmount();
    renderConsoleRoute('/support?reference=ABCD-EFGH', {
      supportApi: api,
      sessionStore: signedIn(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Opening…');
  });

  it('says when the trace a link names is not there, with its reference in the field', async () => {
    renderConsoleRoute('/support?reference=WXYZ-K7MN', {
      supportApi: fakeApi(),
      sessionStore: signedIn(),
    });
    expect(await screen.findByText('No trace with this reference.')).toBeInTheDocument();
    expect(screen.getByLabelText('Trace reference')).toHaveValue('WXYZ-K7MN');
    expect(screen.getByRole('button', { name: 'Open trace ABCD-EFGH' })).toBeVisible();
  });

  it('reads a bad address as the first page of the list', async () => {
    const api = fakeApi();
    renderConsoleRoute('/support?page=-3&reference=nonsense', {
      supportApi: api,
      sessionStore: signedIn(),
    });
    expect(await screen.findByRole('button', { name: 'Open trace ABCD-EFGH' })).toBeVisible();
    expect(api.listTraces).toHaveBeenCalledWith('staff', 51, 0, {});
    expect(api.getTrace).not.toHaveBeenCalled();
  });

  it('works at its Arabic address, where the server’s English words are not shown', async () => {
    window.history.replaceState(null, '', '/ar/support');
    const user = userEvent.setup();
    const trace = await recordSignup();
    const login = vi
      .fn<SupportApi['login']>()
      .mockRejectedValueOnce(
        new FailureError({ kind: 'http', status: 401, said: 'Wrong email or password.' }),
      )
      .mockResolvedValueOnce({ token: 'staff', expiresAt: Date.now() + 3_600_000 });
    const { history } = renderConsoleRoute('/ar/support', {
      supportApi: withTrace(trace, { login }),
      sessionStore: memoryStore(),
    });
    await user.type(await screen.findByLabelText('Email'), 'staff@tamreen.example');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(m.support_sign_in_failed({}, { locale: 'ar' })),
    ).toBeInTheDocument();
    expect(screen.queryByText('Wrong email or password.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Texts made when drawn (rather than when the page loads) are in Arabic here.
    const reference = 'ABCD-EFGH';
    await user.click(
      await screen.findByRole('button', {
        name: m.support_list_open({ reference }, { locale: 'ar' }),
      }),
    );
    await screen.findByRole('heading', {
      name: m.support_trace_title({ reference }, { locale: 'ar' }),
    });
    expect(history.location.pathname).toBe('/ar/support/traces/ABCD-EFGH');
  });

  it('moves through the steps with the keyboard, redrawing the owner’s screen and the diagram', async () => {
    const trace = await recordSignup();
    const { user } = await openTrace(withTrace(trace));
    const list = screen.getByRole('listbox', { name: 'Steps' });
    expect(within(list).getAllByRole('option')).toHaveLength(trace.entries.length);
    expect(screen.getByRole('figure', { name: "Owner's screen at step 1" })).toBeInTheDocument();
    list.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(list).toHaveAttribute('aria-activedescendant', 'support-step-2'));
    expect(within(list).getByRole('option', { selected: true })).toHaveAttribute(
      'id',
      'support-step-2',
    );
    expect(
      await screen.findByRole('figure', { name: "Owner's screen at step 2" }),
    ).toBeInTheDocument();

    // The wrong code: the code screen with the catalogue's line under the boxes.
    const wrong = trace.entries.findIndex((e) => e.event === 'xstate.error.actor.confirmCode');
    await user.keyboard('{Home}');
    for (let i = 0; i < wrong; i += 1) await user.keyboard('{ArrowDown}');
    const preview = await screen.findByRole('figure', {
      name: `Owner's screen at step ${wrong + 1}`,
    });
    expect(within(preview).getAllByText(flowText.invalidCode).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('figure', { name: /signup\.phoneCode machine, now in waiting/ }),
    ).toBeInTheDocument();
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(list).toHaveAttribute('aria-activedescendant', `support-step-${trace.entries.length}`),
    );
    expect(
      await screen.findByRole('figure', { name: /signup machine, now in editing\.idle/ }),
    ).toBeInTheDocument();
  });

  it('downloads the trace as JSON', async () => {
    const trace = await recordSignup();
    const { user } = await openTrace(withTrace(trace));
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
    renderConsoleRoute('/support', { supportApi: fakeApi(), sessionStore: memoryStore() });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(await axeViolations(document.querySelector('main') as Element)).toEqual([]);
  });

  it('has no accessibility violations on a trace', async () => {
    await openTrace(withTrace(await recordSignup()));
    expect(await axeViolations(document.querySelector('main') as Element)).toEqual([]);
  });

  it('gives the page a title and keeps it out of search engines', async () => {
    renderConsoleRoute('/support', { supportApi: fakeApi(), sessionStore: memoryStore() });
    await waitFor(() => expect(document.title).toBe('Support console'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
