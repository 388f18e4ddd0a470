import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_SESSION_KEY } from '../../src/features/support/session';
import { m } from '../../src/paraglide/messages.js';
import { FailureError } from '../../src/schemas/failure';
import type { VitalsPeriod, VitalsSummary } from '../../src/schemas/vitals';
import { memoryStore } from '../../src/services/storage';
import type { SupportApi } from '../../src/features/support/api';
import { renderConsoleRoute } from '../helpers/render';
import { axeViolations } from './axeCheck';

// The console's code (the replay and the production machines) loads on the first visit.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const session = JSON.stringify({ token: 'staff', expiresAt: Date.now() + 3_600_000 });
const signedIn = () => memoryStore({ [SUPPORT_SESSION_KEY]: session });

const row = { good: 0, needsImprovement: 0, poor: 0 };
const summaries: Record<VitalsPeriod, VitalsSummary> = {
  7: {
    days: 7,
    since: '2026-11-18',
    routes: [
      {
        route: '/_flows/register',
        metric: 'INP',
        p75: 375.25,
        good: 2,
        needsImprovement: 1,
        poor: 1,
      },
      {
        route: '/_flows/register',
        metric: 'LCP',
        p75: 2140,
        good: 12,
        needsImprovement: 3,
        poor: 0,
      },
      { route: '/', metric: 'CLS', p75: 0.0125, good: 40, needsImprovement: 0, poor: 0 },
    ],
    events: [
      { event: 'login.submit', metric: 'INP', p75: 412, ...row, good: 1, needsImprovement: 2 },
    ],
    locales: [{ locale: 'ar', metric: 'LCP', p75: 2600, ...row, needsImprovement: 5 }],
  },
  28: {
    days: 28,
    since: '2026-10-28',
    routes: [{ route: '/about-us', metric: 'LCP', p75: 1800, ...row, good: 70 }],
    events: [],
    locales: [],
  },
};

function fakeApi(overrides: Partial<SupportApi> = {}): SupportApi {
  return {
    login: vi.fn(() => Promise.resolve({ token: 'staff', expiresAt: Date.now() + 3_600_000 })),
    logout: vi.fn(() => Promise.resolve()),
    listTraces: vi.fn(() => Promise.resolve([])),
    getTrace: vi.fn(() => Promise.reject(new Error('not used'))),
    vitals: vi.fn((_token: string, days: VitalsPeriod) => Promise.resolve(summaries[days])),
    insight: vi.fn((_token, query) => Promise.resolve({ ...query, counts: [] })),
    setCaseStatus: vi.fn((_token, _reference, status) => Promise.resolve(status)),
    addCaseNote: vi.fn((_token, _reference, text) =>
      Promise.resolve({ text, by: 'staff@example.com', at: '2026-11-27T10:00:00.000Z' }),
    ),
    ...overrides,
  };
}

// The cells of a table's row, by its header cell.
function cellsOf(table: HTMLElement, name: string, metric: string) {
  const rows = within(table).getAllByRole('row');
  const found = rows.find(
    (r) =>
      within(r).queryByRole('rowheader', { name }) !== null &&
      r.textContent?.includes(metric) === true,
  );
  if (!found) throw new Error(`no row ${name} ${metric}`);
  return within(found)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the console’s field vitals', { timeout: 30_000 }, () => {
  it('shows p75 and the rating counts per route and per flow event, for the last 7 days', async () => {
    const api = fakeApi();
    renderConsoleRoute('/support/vitals', { supportApi: api, sessionStore: signedIn() });
    const heading = await screen.findByRole('heading', { name: 'Field vitals' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.vitals).toHaveBeenCalledWith('staff', 7);
    expect(screen.getByText('From 18 Nov 2026 to today.')).toBeInTheDocument();

    const byRoute = screen.getByRole('table', { name: 'By page' });
    expect(cellsOf(byRoute, '/_flows/register', 'INP')).toEqual(['INP', '375 ms', '2', '1', '1']);
    expect(cellsOf(byRoute, '/_flows/register', 'LCP')).toEqual([
      'LCP',
      '2,140 ms',
      '12',
      '3',
      '0',
    ]);
    expect(cellsOf(byRoute, '/', 'CLS')).toEqual(['CLS', '0.013', '40', '0', '0']);
    expect(
      within(byRoute)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Page route', 'Metric', 'p75', 'Good', 'Needs improvement', 'Poor']);

    const byEvent = screen.getByRole('table', { name: 'By flow event (INP)' });
    expect(cellsOf(byEvent, 'login.submit', 'INP')).toEqual(['INP', '412 ms', '1', '2', '0']);
    const byLocale = screen.getByRole('table', { name: 'By page language' });
    expect(cellsOf(byLocale, 'العربية', 'LCP')).toEqual(['LCP', '2,600 ms', '0', '5', '0']);

    // Reached from the console's navigation, where it is the page on screen.
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Field vitals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Traces' })).not.toHaveAttribute('aria-current');
    expect(await axeViolations(document.querySelector('main') as Element)).toEqual([]);
  });

  it('switches to the last 28 days by its address', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { router } = renderConsoleRoute('/support/vitals', {
      supportApi: api,
      sessionStore: signedIn(),
    });
    await screen.findByRole('table', { name: 'By page' });
    await user.click(screen.getByRole('link', { name: 'Last 28 days' }));
    expect(await screen.findByText('From 28 Oct 2026 to today.')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ days: 28 });
    expect(api.vitals).toHaveBeenLastCalledWith('staff', 28);
    expect(screen.getByRole('link', { name: 'Last 28 days' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(cellsOf(screen.getByRole('table', { name: 'By page' }), '/about-us', 'LCP')).toEqual([
      'LCP',
      '1,800 ms',
      '70',
      '0',
      '0',
    ]);
    expect(screen.queryByRole('table', { name: 'By flow event (INP)' })).toBeNull();
  });

  it('is reached from the traces page', async () => {
    const user = userEvent.setup();
    renderConsoleRoute('/support', { supportApi: fakeApi(), sessionStore: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Traces' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'Field vitals' }));
    expect(await screen.findByRole('table', { name: 'By page' })).toBeVisible();
  });

  it('asks to sign in without a session, then shows the figures', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderConsoleRoute('/support/vitals', { supportApi: api, sessionStore: memoryStore() });
    await user.type(await screen.findByLabelText('Email'), 'staff@tamreen.example');
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('table', { name: 'By page' })).toBeVisible();
    expect(api.vitals).toHaveBeenCalledTimes(1);
  });

  it('ends a session the API refuses, and says why a read failed', async () => {
    const refused = fakeApi({
      vitals: vi.fn(() =>
        Promise.reject(new FailureError({ kind: 'http', status: 401, said: 'Sign in.' })),
      ),
    });
    const store = signedIn();
    const first = renderConsoleRoute('/support/vitals', {
      supportApi: refused,
      sessionStore: store,
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(store.get(SUPPORT_SESSION_KEY)).toBeNull();
    first.unmount();

    const down = fakeApi({
      vitals: vi.fn(() => Promise.reject(new FailureError({ kind: 'network' }))),
    });
    renderConsoleRoute('/support/vitals', { supportApi: down, sessionStore: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.api_network());
    expect(screen.getByRole('heading', { name: 'Field vitals' })).toBeVisible();
  });

  it('shows an empty period as such', async () => {
    const empty = fakeApi({
      vitals: vi.fn(() =>
        Promise.resolve({
          days: 7 as const,
          since: '2026-11-18',
          routes: [],
          events: [],
          locales: [],
        }),
      ),
    });
    renderConsoleRoute('/support/vitals', { supportApi: empty, sessionStore: signedIn() });
    expect(await screen.findByText('No visits reported in this period.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
